import {
  etagOf,
  type MedicalRecord,
  type Pet,
  type PetSharing,
  type RecordRead,
  type Vaccination,
  type WeightEntry,
} from '@petvet/shared';
import { startTestServer, type Answer, type SeenRequest } from '../../../test/test-server';

type Entry = MedicalRecord | Vaccination | WeightEntry;
export type Routes = Record<string, (r: SeenRequest) => Answer | Promise<Answer>>;

export interface RecordScene {
  pets: Pet[];
  records?: MedicalRecord[];
  vaccinations?: Vaccination[];
  weights?: WeightEntry[];
  sharing?: PetSharing[];
  reads?: RecordRead[];
}

const stale = { status: 412, body: { error: 'Changed', code: 'PRECONDITION_FAILED' } };
const clinicWrote = { status: 403, body: { error: 'A clinic wrote it', code: 'FORBIDDEN' } };

/**
 * An owner's account behind HTTP that keeps what it is sent, so edits, deletes, hides and
 * sharing really change what the screen reads next. Writes honour If-Match as the API does.
 */
export async function startRecordServer(scene: RecordScene, overrides: Routes = {}) {
  const state = {
    pets: scene.pets.map((p) => ({ ...p })),
    'medical-history': (scene.records ?? []).map((e) => ({ ...e })) as Entry[],
    vaccinations: (scene.vaccinations ?? []).map((e) => ({ ...e })) as Entry[],
    weights: (scene.weights ?? []).map((e) => ({ ...e })) as Entry[],
    sharing: (scene.sharing ?? []).map((s) => ({ ...s })),
  };
  type Kind = 'medical-history' | 'vaccinations' | 'weights';
  const parts = (r: SeenRequest) => r.path.split('/');
  const list = (r: SeenRequest) => state[parts(r)[4] as Kind];
  const forPet = (r: SeenRequest) => list(r).filter((e) => e.petId === parts(r)[3]);
  /** The entry the path names, or the refusal the API would answer. */
  const guarded = (r: SeenRequest, ownerOnly: boolean): Entry | Answer => {
    const entry = list(r).find((e) => e.id === parts(r)[5]);
    if (!entry) return { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
    if (r.ifMatch && r.ifMatch !== etagOf(entry.version)) return stale;
    if (ownerOnly && entry.writtenBy) return clinicWrote;
    return entry;
  };
  const isAnswer = (x: Entry | Answer): x is Answer => !('id' in x);
  const bump = (entry: Entry, changes: object) =>
    Object.assign(entry, changes, { version: String(Number(entry.version) + 1) });

  const routes: Routes = {
    'GET /users/pets': () => ({ body: state.pets }),
    'GET /users/pets/:id/:kind': (r) =>
      parts(r)[4] === 'sharing'
        ? { body: state.sharing }
        : parts(r)[4] === 'access-log'
          ? { body: scene.reads ?? [] }
          : { body: forPet(r) },
    'PUT /users/pets/:id/:kind/:entry': (r) => {
      if (parts(r)[4] === 'sharing') {
        const row = state.sharing.find((s) => s.clinicId === parts(r)[5])!;
        Object.assign(row, r.body);
        return { body: row };
      }
      const entry = guarded(r, true);
      return isAnswer(entry) ? entry : { body: bump(entry, r.body as object) };
    },
    'DELETE /users/pets/:id/:kind/:entry': (r) => {
      const entry = guarded(r, true);
      if (isAnswer(entry)) return entry;
      state[parts(r)[4] as Kind] = list(r).filter((e) => e !== entry);
      return { status: 204 };
    },
    'PUT /users/pets/:id/:kind/:entry/hidden': (r) => {
      const entry = guarded(r, false);
      return isAnswer(entry) ? entry : { body: bump(entry, r.body as object) };
    },
    'POST /users/pets/:id/weights': (r) => {
      const body = r.body as { date: string; weight: number };
      const entry: WeightEntry = {
        id: `88888888-8888-4888-8888-${String(state.weights.length + 900).padStart(12, '0')}`,
        petId: parts(r)[3]!,
        createdAt: '2026-06-01T10:00:00Z',
        writtenBy: null,
        hidden: false,
        appointmentId: null,
        version: '1',
        ...body,
      };
      state.weights.push(entry);
      // The pet's weight is its latest weighing.
      const latest = [...state.weights].sort((a, b) =>
        (a as WeightEntry).date.localeCompare((b as WeightEntry).date),
      );
      const pet = state.pets.find((p) => p.id === entry.petId)!;
      pet.weight = (latest.at(-1) as WeightEntry).weight;
      return { status: 201, body: entry };
    },
    'POST /users/pets/:id/certificate/email': () => ({ status: 202 }),
  };
  // The first route that matches answers: a test's own routes come before the general ones.
  const server = await startTestServer({ ...overrides, ...routes, ...overrides });
  return { ...server, state };
}
