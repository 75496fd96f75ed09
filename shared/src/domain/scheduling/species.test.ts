import { describe, expect, it } from 'vitest';
import { serviceNotForSpeciesText, speciesAllowed, speciesPlural } from './species';

describe('species', () => {
  it('when a service is for any species, then every pet may have it', () => {
    expect(speciesAllowed(null, 'Rabbit')).toBe(true);
  });

  it('when a service lists species, then the match ignores case and a plural', () => {
    expect(speciesAllowed(['dog', 'cat'], 'Dog')).toBe(true);
    expect(speciesAllowed(['Dogs'], 'dog')).toBe(true);
    expect(speciesAllowed(['dog', 'cat'], 'Rabbit')).toBe(false);
  });

  it('when a refusal names the species, then it is in the plural', () => {
    expect(serviceNotForSpeciesText('Neutering', 'Rabbit')).toBe(
      'Neutering is not offered for rabbits',
    );
    expect(speciesPlural('Guinea pig')).toBe('guinea pigs');
    expect(speciesPlural('Mouse')).toBe('mice');
  });
});
