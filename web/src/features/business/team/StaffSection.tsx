import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import type { StaffMember } from '@petvet/shared';
import { useRemoveStaffMutation, useStaffQuery, useWithdrawInvitationMutation } from './api';
import { InviteStaffModal } from './InviteStaffModal';
import { staffRoleLabel } from './labels';
import { useRefusal } from './refusal';

const fullName = (m: StaffMember) => `${m.firstName} ${m.lastName}`.trim() || m.email;

/** Who signs in for the clinic, and who has been asked to: the owner's alone to change. */
export function StaffSection() {
  const t = useT();
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
      t('business.team.staff.noAccess', { name: fullName(member) }),
      t('business.team.removeFailed', { name: fullName(member) }),
    );
  };

  return (
    <section className="card" aria-labelledby="team-staff">
      <div className="card__header">
        <h2 id="team-staff">{t('business.team.staff.title')}</h2>
        <button
          type="button"
          className="btn btn--primary btn--sm"
          onClick={() => setInviting(true)}
        >
          {t('business.team.staff.invite')}
        </button>
      </div>
      {refusal && <ErrorBlock>{refusal}</ErrorBlock>}
      {staff.isLoading && <Spinner label={t('business.team.staff.loading')} />}
      {staff.isError && <ErrorBlock>{t('business.team.staff.loadFailed')}</ErrorBlock>}
      <ul className="team__list" aria-label={t('business.team.staff.members')}>
        {(staff.data?.members ?? []).map((m) => (
          <li key={m.id} className="team__row" aria-label={fullName(m)}>
            <div>
              <h3 className="team__name">
                {fullName(m)}
                {m.isYou && <span className="muted"> {t('business.team.staff.you')}</span>}
              </h3>
              <p className="muted small">
                {staffRoleLabel(m.role)} · {m.email}
                {m.clinicianName
                  ? ` · ${t('business.team.staff.booksAs', { name: m.clinicianName })}`
                  : ''}
              </p>
            </div>
            {m.role !== 'owner' && !m.isYou && (
              <button
                type="button"
                className="btn btn--danger-outline btn--sm"
                aria-label={t('business.team.removeName', { name: fullName(m) })}
                onClick={() => setAsking(m)}
              >
                {t('business.common.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {(staff.data?.invitations.length ?? 0) > 0 && (
        <>
          <h3 className="team__subhead">{t('business.team.staff.invitations')}</h3>
          <ul className="team__list" aria-label={t('business.team.staff.invitations')}>
            {staff.data!.invitations.map((inv) => (
              <li key={inv.id} className="team__row" aria-label={inv.email}>
                <p>
                  {inv.email}{' '}
                  <span className="muted small">
                    · {staffRoleLabel(inv.role)} ·{' '}
                    {t('business.team.staff.expires', {
                      date: formatDate(inv.expiresAt.slice(0, 10)),
                    })}
                  </span>
                </p>
                <button
                  type="button"
                  className="btn btn--secondary btn--sm"
                  aria-label={t('business.team.staff.withdrawLabel', { email: inv.email })}
                  onClick={() =>
                    void attempt(
                      () => withdraw({ id: inv.id, version: inv.version }).unwrap(),
                      t('business.team.staff.withdrawn', { email: inv.email }),
                      t('business.team.staff.withdrawFailed'),
                    )
                  }
                >
                  {t('business.team.staff.withdraw')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {inviting && <InviteStaffModal onClose={() => setInviting(false)} />}
      {asking && (
        <ConfirmDialog
          title={t('business.team.staff.removeTitle')}
          message={t('business.team.staff.removeMessage', { name: fullName(asking) })}
          confirmLabel={t('business.common.remove')}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
