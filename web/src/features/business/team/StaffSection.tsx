import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { formatDate } from '../../../lib/dates';
import { STAFF_ROLE_LABELS, type StaffMember } from '@petvet/shared';
import { useRemoveStaffMutation, useStaffQuery, useWithdrawInvitationMutation } from './api';
import { InviteStaffModal } from './InviteStaffModal';
import { useRefusal } from './refusal';

const fullName = (m: StaffMember) => `${m.firstName} ${m.lastName}`.trim() || m.email;

/** Who signs in for the clinic, and who has been asked to: the owner's alone to change. */
export function StaffSection() {
  const staff = useStaffQuery();
  const [removeMember] = useRemoveStaffMutation();
  const [withdraw] = useWithdrawInvitationMutation();
  const [inviting, setInviting] = useState(false);
  const [asking, setAsking] = useState<StaffMember | null>(null);
  const { refusal, attempt } = useRefusal();

  const remove = async () => {
    const member = asking!;
    setAsking(null);
    await attempt(
      () => removeMember({ id: member.id, version: member.version }).unwrap(),
      `${fullName(member)} no longer has access to the clinic`,
      `${fullName(member)} could not be removed.`,
    );
  };

  return (
    <section className="card" aria-labelledby="team-staff">
      <div className="card__header">
        <h2 id="team-staff">Staff</h2>
        <button
          type="button"
          className="btn btn--primary btn--sm"
          onClick={() => setInviting(true)}
        >
          Invite staff
        </button>
      </div>
      {refusal && <ErrorBlock>{refusal}</ErrorBlock>}
      {staff.isLoading && <Spinner label="Loading staff…" />}
      {staff.isError && <ErrorBlock>The staff list could not be loaded.</ErrorBlock>}
      <ul className="team__list" aria-label="Staff members">
        {(staff.data?.members ?? []).map((m) => (
          <li key={m.id} className="team__row" aria-label={fullName(m)}>
            <div>
              <h3 className="team__name">
                {fullName(m)}
                {m.isYou && <span className="muted"> (you)</span>}
              </h3>
              <p className="muted small">
                {STAFF_ROLE_LABELS[m.role]} · {m.email}
                {m.clinicianName ? ` · books as ${m.clinicianName}` : ''}
              </p>
            </div>
            {m.role !== 'owner' && !m.isYou && (
              <button
                type="button"
                className="btn btn--danger-outline btn--sm"
                aria-label={`Remove ${fullName(m)}`}
                onClick={() => setAsking(m)}
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      {(staff.data?.invitations.length ?? 0) > 0 && (
        <>
          <h3 className="team__subhead">Invitations waiting</h3>
          <ul className="team__list" aria-label="Invitations waiting">
            {staff.data!.invitations.map((inv) => (
              <li key={inv.id} className="team__row" aria-label={inv.email}>
                <p>
                  {inv.email}{' '}
                  <span className="muted small">
                    · {STAFF_ROLE_LABELS[inv.role]} · expires{' '}
                    {formatDate(inv.expiresAt.slice(0, 10))}
                  </span>
                </p>
                <button
                  type="button"
                  className="btn btn--secondary btn--sm"
                  aria-label={`Withdraw the invitation to ${inv.email}`}
                  onClick={() =>
                    void attempt(
                      () => withdraw({ id: inv.id, version: inv.version }).unwrap(),
                      `The invitation to ${inv.email} was withdrawn`,
                      'The invitation could not be withdrawn.',
                    )
                  }
                >
                  Withdraw
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {inviting && <InviteStaffModal onClose={() => setInviting(false)} />}
      {asking && (
        <ConfirmDialog
          title="Remove staff member"
          message={`Remove ${fullName(asking)} from the clinic? They are signed out at once and can no longer sign in for it.`}
          confirmLabel="Remove"
          onConfirm={() => void remove()}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
