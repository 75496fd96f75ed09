import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError, type ReminderRulesRequest, type ReminderRulesResponse } from '@petvet/shared';
import { schema, type Database, type DbExecutor } from '@petvet/shared/server';

const { clinicReminderRules, clinics, services } = schema;

export const RULE_SERVICE_UNKNOWN_TEXT =
  "A reminder rule's service must be one of this clinic's services.";

/**
 * The clinic's reminder rules as one list. Its version is a hash of every rule's id and last
 * change: any write to the list (the PUT replaces it whole) gives it a new one.
 */
export function createReminderRulesRepository(db: Database) {
  const read = async (executor: DbExecutor, clinicId: string): Promise<ReminderRulesResponse> => {
    const rows = await executor
      .select({
        id: clinicReminderRules.id,
        name: clinicReminderRules.name,
        matches: clinicReminderRules.matches,
        serviceId: clinicReminderRules.serviceId,
        daysBefore: clinicReminderRules.daysBefore,
        daysAfter: clinicReminderRules.daysAfter,
        updatedAt: clinicReminderRules.updatedAt,
      })
      .from(clinicReminderRules)
      .where(eq(clinicReminderRules.clinicId, clinicId))
      .orderBy(asc(clinicReminderRules.position), asc(clinicReminderRules.createdAt));
    const hash = createHash('sha256');
    for (const row of rows) hash.update(`${row.id}@${new Date(row.updatedAt).toISOString()};`);
    return {
      rules: rows.map(({ updatedAt: _updatedAt, ...rule }) => rule),
      version: hash.digest('base64url').slice(0, 22),
    };
  };

  return {
    list: (clinicId: string) => read(db, clinicId),

    /**
     * Replaces the list in one transaction. The clinic's row is locked first, so two saves of the
     * same list run one after the other and the second sees the first's version.
     */
    async replace(
      clinicId: string,
      input: ReminderRulesRequest,
      version: string | undefined,
    ): Promise<ReminderRulesResponse | 'stale'> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from ${clinics} where ${clinics.id} = ${clinicId} for update`,
        );
        const current = await read(tx, clinicId);
        if (version !== undefined && version !== current.version) return 'stale';
        const serviceIds = [
          ...new Set(input.rules.flatMap((rule) => (rule.serviceId ? [rule.serviceId] : []))),
        ];
        if (serviceIds.length > 0) {
          const known = await tx
            .select({ id: services.id })
            .from(services)
            .where(and(eq(services.clinicId, clinicId), inArray(services.id, serviceIds)));
          if (known.length !== serviceIds.length)
            throw new AppError('SERVICE_NOT_OFFERED', RULE_SERVICE_UNKNOWN_TEXT);
        }
        await tx.delete(clinicReminderRules).where(eq(clinicReminderRules.clinicId, clinicId));
        if (input.rules.length > 0)
          await tx
            .insert(clinicReminderRules)
            .values(input.rules.map((rule, position) => ({ ...rule, clinicId, position })));
        return read(tx, clinicId);
      });
    },
  };
}
