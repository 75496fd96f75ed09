import {
  AppError,
  CATEGORY_NOT_FOUND_TEXT,
  CLINIC_NOT_FOUND_TEXT,
  ROOM_NOT_FOUND_TEXT,
  SERVICE_NOT_FOUND_TEXT,
  type Category,
  type CategoryInput,
  type PublicService,
  type Service,
  type ServiceInput,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { staleOr } from '../../lib/if-match';
import { isUuid } from '../clinics/clinics.service';
import { createCatalogRepository } from './catalog.repository';

const categoryNotFound = () => new AppError('NOT_FOUND', CATEGORY_NOT_FOUND_TEXT);
const serviceNotFound = () => new AppError('NOT_FOUND', SERVICE_NOT_FOUND_TEXT);

/** Service categories and services of the caller's own clinic, and the public price list. */
export function createCatalogService(deps: AppDeps) {
  const repo = createCatalogRepository(deps.db);
  const serviceExists = (clinicId: string, id: string) => async () =>
    (await repo.serviceById(clinicId, id)) !== null;

  /** The category must be one of this clinic's; anything else reads as "not found". */
  async function ownCategory(clinicId: string, categoryId: string): Promise<string> {
    if (!isUuid(categoryId) || !(await repo.categoryExists(clinicId, categoryId)))
      throw categoryNotFound();
    return categoryId;
  }

  /** A room the service needs must be one of this clinic's live rooms. */
  async function ownRoom(clinicId: string, roomId: string | null): Promise<void> {
    if (roomId !== null && !(await repo.roomExists(clinicId, roomId)))
      throw new AppError('NOT_FOUND', ROOM_NOT_FOUND_TEXT);
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
    async publicServices(clinicId: string): Promise<PublicService[]> {
      const list = await repo.publicServices(clinicId);
      if (!list) throw new AppError('NOT_FOUND', CLINIC_NOT_FOUND_TEXT);
      return list;
    },

    listCategories: async (clinicId: string) => repo.listCategories(clinicId),

    createCategory: async (clinicId: string, input: CategoryInput): Promise<Category> =>
      repo.createCategory(clinicId, input),

    async updateCategory(
      clinicId: string,
      id: string,
      input: CategoryInput,
      version?: string,
    ): Promise<Category> {
      const updated = await repo.updateCategory(clinicId, id, input, version);
      if (updated) return updated;
      throw await staleOr(version, () => repo.categoryExists(clinicId, id), categoryNotFound);
    },

    async deleteCategory(clinicId: string, id: string, version?: string): Promise<void> {
      if (await repo.deleteCategory(clinicId, id, version)) return;
      throw await staleOr(version, () => repo.categoryExists(clinicId, id), categoryNotFound);
    },

    listServices: async (clinicId: string) => repo.listServices(clinicId),

    async createService(clinicId: string, input: ServiceInput): Promise<Service> {
      const categoryId = await ownCategory(clinicId, input.categoryId);
      await ownRoom(clinicId, input.roomId);
      return orCategoryGone(() => repo.createService(clinicId, { ...input, categoryId }));
    },

    async updateService(
      clinicId: string,
      id: string,
      input: ServiceInput,
      version?: string,
    ): Promise<Service> {
      if (!(await repo.serviceById(clinicId, id))) throw serviceNotFound();
      const categoryId = await ownCategory(clinicId, input.categoryId);
      await ownRoom(clinicId, input.roomId);
      const updated = await orCategoryGone(() =>
        repo.updateService(clinicId, id, { ...input, categoryId }, version),
      );
      if (updated) return updated;
      throw await staleOr(version, serviceExists(clinicId, id), serviceNotFound);
    },

    async deleteService(clinicId: string, id: string, version?: string): Promise<void> {
      if (await repo.deleteService(clinicId, id, version)) return;
      throw await staleOr(version, serviceExists(clinicId, id), serviceNotFound);
    },
  };
}
