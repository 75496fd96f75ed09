import { and, asc, eq, isNull } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type { Room, RoomInput } from '@petvet/shared';
import { atVersion, versionOf } from '../../lib/if-match';

const { rooms, services } = schema;

const columns = { id: rooms.id, name: rooms.name, version: versionOf(rooms) };

const live = (clinicId: string) => and(eq(rooms.clinicId, clinicId), isNull(rooms.removedAt));

export type RoomRemoval =
  | { kind: 'removed' }
  | { kind: 'missing' }
  | { kind: 'stale' }
  | { kind: 'in_use'; services: Array<{ id: string; name: string }> };

/** Every query carries the clinic id: another clinic's room is never seen. */
export function createRoomsRepository(db: Database) {
  return {
    list: (clinicId: string): Promise<Room[]> =>
      db.select(columns).from(rooms).where(live(clinicId)).orderBy(asc(rooms.name), asc(rooms.id)),

    async exists(clinicId: string, id: string): Promise<boolean> {
      const [found] = await db
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(eq(rooms.id, id), live(clinicId)));
      return found !== undefined;
    },

    async insert(clinicId: string, input: RoomInput): Promise<Room> {
      const [created] = await db
        .insert(rooms)
        .values({ clinicId, name: input.name })
        .returning(columns);
      return created!;
    },

    async rename(clinicId: string, id: string, input: RoomInput, version?: string) {
      const [updated] = await db
        .update(rooms)
        .set({ name: input.name })
        .where(and(eq(rooms.id, id), live(clinicId), atVersion(rooms, version)))
        .returning(columns);
      return updated ?? null;
    },

    /**
     * Marks the room removed, unless a service still needs it: that service could never be booked.
     * The room's row is locked first; a service being pointed at it meanwhile (its foreign key
     * takes a share lock on the row) is either seen here or waits until the room is gone.
     */
    remove: (clinicId: string, id: string, now: Date, version?: string) =>
      db.transaction(async (tx): Promise<RoomRemoval> => {
        const [room] = await tx
          .select(columns)
          .from(rooms)
          .where(and(eq(rooms.id, id), live(clinicId)))
          .for('update');
        if (!room) return { kind: 'missing' };
        if (version !== undefined && room.version !== version) return { kind: 'stale' };
        const needing = await tx
          .select({ id: services.id, name: services.name })
          .from(services)
          .where(and(eq(services.clinicId, clinicId), eq(services.roomId, id)))
          .orderBy(asc(services.name), asc(services.id));
        if (needing.length > 0) return { kind: 'in_use', services: needing };
        await tx.update(rooms).set({ removedAt: now }).where(eq(rooms.id, id));
        return { kind: 'removed' };
      }),
  };
}
