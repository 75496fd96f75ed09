import { and, asc, eq, getTableColumns, isNotNull, isNull } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import { atVersion, versionOf } from '../../lib/if-match';
import { DEFAULT_CATEGORY_ICON, DEFAULT_SERVICE_CATEGORY_NAME } from '@petvet/shared';
import type { Category, CategoryInput, PublicService, Service, ServiceInput } from '@petvet/shared';

const { clinics, rooms, serviceCategories, services } = schema;

type CategoryRow = typeof serviceCategories.$inferSelect & { version: string };
const categoryColumns = {
  ...getTableColumns(serviceCategories),
  version: versionOf(serviceCategories),
};

const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  description: row.description,
  icon: row.icon,
  display_order: row.displayOrder,
  version: row.version,
});

const serviceColumns = {
  id: services.id,
  category_id: services.categoryId,
  name: services.name,
  description: services.description,
  price: services.price,
  duration: services.duration,
  display_order: services.displayOrder,
  categoryName: serviceCategories.name,
  roomId: services.roomId,
  species: services.species,
  bookingMode: services.bookingMode,
  dailyCap: services.dailyCap,
  version: versionOf(services),
};

const categoryValues = (input: CategoryInput) => ({
  name: input.name,
  description: input.description,
  icon: input.icon,
  displayOrder: input.displayOrder,
});

const serviceValues = (input: ServiceInput & { categoryId: string }) => ({
  categoryId: input.categoryId,
  name: input.name,
  description: input.description,
  price: input.price,
  duration: input.duration,
  displayOrder: input.displayOrder,
  roomId: input.roomId,
  species: input.species,
  bookingMode: input.bookingMode,
  dailyCap: input.dailyCap,
});

/** Every query carries the clinic id: a category or service of another clinic is never seen. */
export function createCatalogRepository(db: Database) {
  const serviceById = async (clinicId: string, id: string): Promise<Service | null> => {
    const [row] = await db
      .select(serviceColumns)
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(and(eq(services.id, id), eq(services.clinicId, clinicId)));
    return row ?? null;
  };

  return {
    async listCategories(clinicId: string): Promise<Category[]> {
      const rows = await db
        .select(categoryColumns)
        .from(serviceCategories)
        .where(eq(serviceCategories.clinicId, clinicId))
        .orderBy(
          asc(serviceCategories.displayOrder),
          asc(serviceCategories.name),
          asc(serviceCategories.createdAt),
        );
      return rows.map(toCategory);
    },

    /** A live room of this clinic (a removed one takes no new services). */
    async roomExists(clinicId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(eq(rooms.id, id), eq(rooms.clinicId, clinicId), isNull(rooms.removedAt)));
      return Boolean(row);
    },

    async categoryExists(clinicId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: serviceCategories.id })
        .from(serviceCategories)
        .where(and(eq(serviceCategories.id, id), eq(serviceCategories.clinicId, clinicId)));
      return Boolean(row);
    },

    async createCategory(clinicId: string, input: CategoryInput): Promise<Category> {
      const [row] = await db
        .insert(serviceCategories)
        .values({ clinicId, ...categoryValues(input) })
        .returning(categoryColumns);
      if (!row) throw new Error('category insert returned no row');
      return toCategory(row);
    },

    async updateCategory(
      clinicId: string,
      id: string,
      input: CategoryInput,
      version?: string,
    ): Promise<Category | null> {
      const [row] = await db
        .update(serviceCategories)
        .set(categoryValues(input))
        .where(
          and(
            eq(serviceCategories.id, id),
            eq(serviceCategories.clinicId, clinicId),
            atVersion(serviceCategories, version),
          ),
        )
        .returning(categoryColumns);
      return row ? toCategory(row) : null;
    },

    /** Its services go with it (foreign key cascade). */
    async deleteCategory(clinicId: string, id: string, version?: string): Promise<boolean> {
      const rows = await db
        .delete(serviceCategories)
        .where(
          and(
            eq(serviceCategories.id, id),
            eq(serviceCategories.clinicId, clinicId),
            atVersion(serviceCategories, version),
          ),
        )
        .returning({ id: serviceCategories.id });
      return rows.length > 0;
    },

    async listServices(clinicId: string): Promise<Service[]> {
      return db
        .select(serviceColumns)
        .from(services)
        .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
        .where(eq(services.clinicId, clinicId))
        .orderBy(
          asc(serviceCategories.displayOrder),
          asc(serviceCategories.name),
          asc(services.displayOrder),
          asc(services.name),
        );
    },

    serviceById,

    async createService(
      clinicId: string,
      input: ServiceInput & { categoryId: string },
    ): Promise<Service> {
      const [row] = await db
        .insert(services)
        .values({ clinicId, ...serviceValues(input) })
        .returning({ id: services.id });
      const created = row ? await serviceById(clinicId, row.id) : null;
      if (!created) throw new Error('service insert returned no row');
      return created;
    },

    async updateService(
      clinicId: string,
      id: string,
      input: ServiceInput & { categoryId: string },
      version?: string,
    ): Promise<Service | null> {
      const [row] = await db
        .update(services)
        .set(serviceValues(input))
        .where(
          and(eq(services.id, id), eq(services.clinicId, clinicId), atVersion(services, version)),
        )
        .returning({ id: services.id });
      return row ? serviceById(clinicId, row.id) : null;
    },

    async deleteService(clinicId: string, id: string, version?: string): Promise<boolean> {
      const rows = await db
        .delete(services)
        .where(
          and(eq(services.id, id), eq(services.clinicId, clinicId), atVersion(services, version)),
        )
        .returning({ id: services.id });
      return rows.length > 0;
    },

    /**
     * The public price list of a published clinic (null when there is none), in one query:
     * category display order, then service display order, each in the clinic's currency.
     */
    async publicServices(clinicId: string): Promise<PublicService[] | null> {
      const rows = await db
        .select({
          currency: clinics.currency,
          id: services.id,
          name: services.name,
          price: services.price,
          duration: services.duration,
          category_name: serviceCategories.name,
          category_icon: serviceCategories.icon,
          species: services.species,
          bookingMode: services.bookingMode,
        })
        .from(clinics)
        .leftJoin(services, eq(services.clinicId, clinics.id))
        .leftJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
        .where(and(eq(clinics.id, clinicId), isNotNull(clinics.profileSavedAt)))
        .orderBy(
          asc(serviceCategories.displayOrder),
          asc(serviceCategories.name),
          asc(services.displayOrder),
          asc(services.name),
        );
      if (rows.length === 0) return null;
      return rows.flatMap(({ id, name, price, duration, ...row }) =>
        id === null || name === null || price === null || duration === null
          ? []
          : [
              {
                id,
                name,
                price,
                duration,
                category_name: row.category_name ?? DEFAULT_SERVICE_CATEGORY_NAME,
                category_icon: row.category_icon ?? DEFAULT_CATEGORY_ICON,
                currency: row.currency,
                species: row.species,
                bookingMode: row.bookingMode ?? 'appointment',
              },
            ],
      );
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
