import {
  AppError,
  ROOM_IN_USE_TEXT,
  ROOM_NOT_FOUND_TEXT,
  type Room,
  type RoomInput,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { staleOr, staleVersion } from '../../lib/if-match';
import { createRoomsRepository } from './rooms.repository';

const roomNotFound = () => new AppError('NOT_FOUND', ROOM_NOT_FOUND_TEXT);

/** The rooms and equipment a clinic's services may need for their whole span. */
export function createRoomsService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const repo = createRoomsRepository(deps.db);

  return {
    list: (clinicId: string): Promise<Room[]> => repo.list(clinicId),

    create: (clinicId: string, input: RoomInput): Promise<Room> => repo.insert(clinicId, input),

    async rename(clinicId: string, id: string, input: RoomInput, version?: string): Promise<Room> {
      const saved = await repo.rename(clinicId, id, input, version);
      if (saved) return saved;
      throw await staleOr(version, () => repo.exists(clinicId, id), roomNotFound);
    },

    async remove(clinicId: string, id: string, version?: string): Promise<void> {
      const outcome = await repo.remove(clinicId, id, deps.now(), version);
      if (outcome.kind === 'missing') throw roomNotFound();
      if (outcome.kind === 'stale') throw staleVersion();
      if (outcome.kind === 'in_use') {
        throw new AppError(
          'CONFLICT',
          ROOM_IN_USE_TEXT,
          outcome.services.map((service) => ({
            path: `services.${service.id}`,
            message: service.name,
          })),
        );
      }
    },
  };
}
