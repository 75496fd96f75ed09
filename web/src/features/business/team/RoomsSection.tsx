import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { roomInputSchema, type Room } from '@petvet/shared';
import {
  useAddRoomMutation,
  useRemoveRoomMutation,
  useRenameRoomMutation,
  useRoomsQuery,
} from './api';
import { useRefusal } from './refusal';

/** The shared rule's sentence when a name will not do, else null. */
const nameProblem = (name: string) => {
  const checked = roomInputSchema.safeParse({ name });
  return checked.success ? null : checked.error.issues[0]!.message;
};

/** Rooms and equipment a service may need, such as "Theatre" or "X-ray". */
export function RoomsSection({ canEdit }: { canEdit: boolean }) {
  const rooms = useRoomsQuery();
  const [addRoom, adding] = useAddRoomMutation();
  const [removeRoom] = useRemoveRoomMutation();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Room | null>(null);
  const [asking, setAsking] = useState<Room | null>(null);
  const { refusal, attempt } = useRefusal();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name);
    setNameError(problem);
    if (problem) return;
    const added = await attempt(
      () => addRoom({ name: name.trim() }).unwrap(),
      `${name.trim()} was added`,
      'The room could not be added.',
    );
    if (added) setName('');
  };

  const remove = async () => {
    const room = asking!;
    setAsking(null);
    await attempt(
      () => removeRoom({ id: room.id, version: room.version }).unwrap(),
      `${room.name} was removed`,
      `${room.name} could not be removed.`,
    );
  };

  return (
    <section className="card" aria-labelledby="team-rooms">
      <div className="card__header">
        <h2 id="team-rooms">Rooms</h2>
      </div>
      {refusal && <ErrorBlock>{refusal}</ErrorBlock>}
      {rooms.isError && <ErrorBlock>The rooms could not be loaded.</ErrorBlock>}
      {rooms.data?.length === 0 && <p className="muted">No rooms yet.</p>}
      <ul className="team__list">
        {(rooms.data ?? []).map((room) => (
          <li key={room.id} className="team__row" aria-label={room.name}>
            <h3 className="team__name">{room.name}</h3>
            {canEdit && (
              <div className="button-row">
                <button
                  type="button"
                  className="btn btn--secondary btn--sm"
                  aria-label={`Rename ${room.name}`}
                  onClick={() => setRenaming(room)}
                >
                  Rename
                </button>
                <button
                  type="button"
                  className="btn btn--danger-outline btn--sm"
                  aria-label={`Remove ${room.name}`}
                  onClick={() => setAsking(room)}
                >
                  Remove
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <form className="team__add" aria-label="Add room" onSubmit={(e) => void add(e)}>
          <TextField
            label="New room"
            value={name}
            error={nameError}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="btn btn--primary btn--sm" disabled={adding.isLoading}>
            Add room
          </button>
        </form>
      )}
      {renaming && <RenameRoom room={renaming} onClose={() => setRenaming(null)} />}
      {asking && (
        <ConfirmDialog
          title="Remove room"
          message={`Remove ${asking.name}? Services that need it can no longer be booked until you choose another.`}
          confirmLabel="Remove"
          onConfirm={() => void remove()}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}

function RenameRoom({ room, onClose }: { room: Room; onClose: () => void }) {
  const [rename, renaming] = useRenameRoomMutation();
  const [name, setName] = useState(room.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const { refusal, attempt } = useRefusal();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name);
    setNameError(problem);
    if (problem) return;
    const done = await attempt(
      () => rename({ id: room.id, name: name.trim(), version: room.version }).unwrap(),
      `Renamed to ${name.trim()}`,
      'The room could not be renamed.',
    );
    if (done) onClose();
  };
  return (
    <FormModal
      title={`Rename ${room.name}`}
      label="Rename room"
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      error={refusal}
      submitLabel="Save name"
      busy={renaming.isLoading}
      size="sm"
    >
      <TextField
        label="Room name"
        required
        value={name}
        error={nameError}
        onChange={(e) => setName(e.target.value)}
      />
    </FormModal>
  );
}
