import {
  AppError,
  CATEGORY_NOT_FOUND_TEXT,
  SERVICE_NOT_FOUND_TEXT,
  type Category,
  type CategoryInput,
  type PublicService,
  type Service,
  type ServiceInput,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { clinicIdOfAccount } from '../business/business.service';
import { createVetsService, isUuid } from '../vets/vets.service';
import { createCatalogRepository } from './catalog.repository';

const categoryNotFound = () => new AppError('NOT_FOUND', CATEGORY_NOT_FOUND_TEXT);
const serviceNotFound = () => new AppError('NOT_FOUND', SERVICE_NOT_FOUND_TEXT);

/** Service categories and services of the caller's own clinic, and the public price list. */
export function createCatalogService(deps: AppDeps) {
  const repo = createCatalogRepository(deps.db);
  const vets = createVetsService(deps);
  const clinicOf = (accountId: string) => clinicIdOfAccount(deps, accountId);

  /** The category must be one of this clinic's; anything else reads as "not found". */
  async function ownCategory(clinicId: string, categoryId: string): Promise<string> {
    if (!isUuid(categoryId) || !(await repo.categoryExists(clinicId, categoryId))) throw categoryNotFound();
    return categoryId;
  }

  /** A category deleted between the check and the write also reads as "not found". */
  async function orCategoryGone<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw categoryNotFound();
      throw error;
    }
  }

  return {
    async publicServices(vetId: string): Promise<PublicService[]> {
      const clinic = await vets.publishedClinic(vetId);
      return repo.publicServices(clinic.id);
    },

    listCategories: async (accountId: string) => repo.listCategories(await clinicOf(accountId)),

    createCategory: async (accountId: string, input: CategoryInput): Promise<Category> =>
      repo.createCategory(await clinicOf(accountId), input),

    async updateCategory(accountId: string, id: string, input: CategoryInput): Promise<Category> {
      const updated = await repo.updateCategory(await clinicOf(accountId), id, input);
      if (!updated) throw categoryNotFound();
      return updated;
    },

    async deleteCategory(accountId: string, id: string): Promise<void> {
      if (!(await repo.deleteCategory(await clinicOf(accountId), id))) throw categoryNotFound();
    },

    listServices: async (accountId: string) => repo.listServices(await clinicOf(accountId)),

    async createService(accountId: string, input: ServiceInput): Promise<Service> {
      const clinicId = await clinicOf(accountId);
      const categoryId = await ownCategory(clinicId, input.categoryId);
      return orCategoryGone(() => repo.createService(clinicId, { ...input, categoryId }));
    },

    async updateService(accountId: string, id: string, input: ServiceInput): Promise<Service> {
      const clinicId = await clinicOf(accountId);
      if (!(await repo.serviceById(clinicId, id))) throw serviceNotFound();
      const categoryId = await ownCategory(clinicId, input.categoryId);
      const updated = await orCategoryGone(() => repo.updateService(clinicId, id, { ...input, categoryId }));
      if (!updated) throw serviceNotFound();
      return updated;
    },

    async deleteService(accountId: string, id: string): Promise<void> {
      if (!(await repo.deleteService(await clinicOf(accountId), id))) throw serviceNotFound();
    },
  };
}
