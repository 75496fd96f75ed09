import { standardServicesByGroup } from '@petvet/shared';
import { describe, expect, it } from 'vitest';
import { speak } from '../test/locale';
import { groupName, serviceName } from './standard-words';

describe("the standard price list's words", () => {
  it('when the app speaks English, then every group and service reads as the shared list writes it', () => {
    for (const group of standardServicesByGroup()) {
      expect(groupName(group.id)).toBe(group.name);
      for (const service of group.services) expect(serviceName(service.id)).toBe(service.name);
    }
  });

  it('when the app speaks German, then a service is named in German', async () => {
    await speak('de');
    const [first] = standardServicesByGroup();
    expect(serviceName(first!.services[0]!.id)).not.toBe(first!.services[0]!.name);
  });
});
