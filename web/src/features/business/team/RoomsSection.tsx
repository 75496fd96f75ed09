import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { useT } from '../../../i18n';
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
  const t = useT();
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
      t('business.team.rooms.added', { name: name.trim() }),
      t('business.team.rooms.addFailed'),
    );
    if (added) setName('');
  };

  const remove = async () => {
    const room = asking!;
    setAsking(null);
    await attempt(
      () => removeRoom({ id: room.id, version: room.version }).unwrap(),
      t('business.team.rooms.removed', { name: room.name }),
      t('business.team.rooms.removeFailed', { name: room.name }),
    );
  };

  return (
    <section className="card" aria-labelledby="team-rooms">
      <div className="card__header">
        <h2 id="team-rooms">{t('business.team.rooms.title')}</h2>
      </div>
      {refusal && <ErrorBlock>{refusal}</ErrorBlock>}
      {rooms.isError && <ErrorBlock>{t('business.team.rooms.loadFailed')}</ErrorBlock>}
      {rooms.data?.length === 0 && <p className="muted">{t('business.team.rooms.empty')}</p>}
      <ul className="team__list">
        {(rooms.data ?? []).map((room) => (
          <li key={room.id} className="team__row" aria-label={room.name}>
            <h3 className="team__name">{room.name}</h3>
            {canEdit && (
              <div className="button-row">
                <button
                  type="button"
                  className="btn btn--secondary btn--sm"
                  aria-label={t('business.team.rooms.renameName', { name: room.name })}
                  onClick={() => setRenaming(room)}
                >
                  {t('business.team.rooms.rename')}
                </button>
                <button
                  type="button"
                  className="btn btn--danger-outline btn--sm"
                  aria-label={t('business.team.removeName', { name: room.name })}
                  onClick={() => setAsking(room)}
                >
                  {t('business.common.remove')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <form
          className="team__add"
          aria-label={t('business.team.rooms.addLabel')}
          onSubmit={(e) => void add(e)}
        >
          <TextField
            label={t('business.team.rooms.new')}
            value={name}
            error={nameError}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="btn btn--primary btn--sm" disabled={adding.isLoading}>
            {t('business.team.rooms.addLabel')}
          </button>
        </form>
      )}
      {renaming && <RenameRoom room={renaming} onClose={() => setRenaming(null)} />}
      {asking && (
        <ConfirmDialog
          title={t('business.team.rooms.removeTitle')}
          message={t('business.team.rooms.removeMessage', { name: asking.name })}
          confirmLabel={t('business.common.remove')}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}

function RenameRoom({ room, onClose }: { room: Room; onClose: () => void }) {
  const t = useT();
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
      t('business.team.rooms.renamed', { name: name.trim() }),
      t('business.team.rooms.renameFailed'),
    );
    if (done) onClose();
  };
  return (
    <FormModal
      title={t('business.team.rooms.renameName', { name: room.name })}
      label={t('business.team.rooms.renameLabel')}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      error={refusal}
      submitLabel={t('business.team.rooms.saveName')}
      busy={renaming.isLoading}
      size="sm"
    >
      <TextField
        label={t('business.team.rooms.name')}
        required
        value={name}
        error={nameError}
        onChange={(e) => setName(e.target.value)}
      />
    </FormModal>
  );
}
