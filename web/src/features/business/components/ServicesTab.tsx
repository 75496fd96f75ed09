import { useState } from 'react';
import type { Category, Service } from '@petvet/shared';
import { useT } from '../../../i18n';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { CategoryIcon } from '../../../components/ui/CategoryIcon';
import { LoadError } from '../../../components/ui/LoadError';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { Icon } from '../../../components/ui/Icon';
import { IconButton } from '../../../components/ui/IconButton';
import { clinicPrice } from '../../../lib/money';
import {
  useBusinessProfileQuery,
  useCategoriesQuery,
  useDeleteCategoryMutation,
  useDeleteServiceMutation,
  useServicesQuery,
} from '../api';
import { BUSINESS_TEXTS } from '../error-texts';
import { CategoryModal } from './CategoryModal';
import { ServiceModal } from './ServiceModal';
import { DropOffSettingsPanel } from '../drop-off/DropOffSettingsPanel';
import { ReminderRulesPanel } from '../reminders/ReminderRulesPanel';
import '../business.css';

type Removing = { kind: 'category'; item: Category } | { kind: 'service'; item: Service };

export function ServicesTab() {
  const t = useT();
  const dispatch = useAppDispatch();
  const categories = useCategoriesQuery();
  const services = useServicesQuery();
  const currency = useBusinessProfileQuery().data?.currency;
  const [deleteCategory] = useDeleteCategoryMutation();
  const [deleteService] = useDeleteServiceMutation();
  const [categoryModal, setCategoryModal] = useState<Category | null | undefined>(undefined);
  const [serviceModal, setServiceModal] = useState<{
    service: Service | null;
    categoryId?: string;
  } | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);

  if (categories.isLoading || services.isLoading)
    return <Spinner label={t('business.services.loading')} />;
  // Unread is not "no categories yet": the clinic would start adding what it already has.
  const unread = [categories, services].filter((read) => read.isError && !read.data);
  if (unread.length > 0)
    return (
      <LoadError
        title={t('business.services.loadFailed')}
        errors={unread.map((read) => read.error)}
        onRetry={() => unread.forEach((read) => void read.refetch())}
        retrying={unread.some((read) => read.isFetching)}
      />
    );
  const list = [...(categories.data ?? [])].sort(
    (a, b) => a.display_order - b.display_order || a.name.localeCompare(b.name),
  );
  const servicesOf = (id: string) =>
    (services.data ?? [])
      .filter((s) => s.category_id === id)
      .sort((a, b) => a.display_order - b.display_order || a.name.localeCompare(b.name));

  const remove = async () => {
    if (!removing) return;
    const target = removing;
    setRemoving(null);
    try {
      // Sent with the version listed: an item changed since is not deleted (412), and the list reloads.
      const item = { id: target.item.id, version: target.item.version };
      if (target.kind === 'category') await deleteCategory(item).unwrap();
      else await deleteService(item).unwrap();
      dispatch(
        toastShown(
          'success',
          target.kind === 'category'
            ? BUSINESS_TEXTS.categoryDeleted
            : BUSINESS_TEXTS.serviceDeleted,
        ),
      );
    } catch {
      dispatch(
        toastShown(
          'error',
          target.kind === 'category'
            ? BUSINESS_TEXTS.categoryDeleteFailed
            : BUSINESS_TEXTS.serviceDeleteFailed,
        ),
      );
    }
  };

  return (
    <div className="stack">
      <div className="card__header">
        <h2>{t('business.services.title')}</h2>
        <div className="button-row">
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => setCategoryModal(null)}
          >
            <Icon name="plus" /> {t('business.services.addCategory')}
          </button>
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => setServiceModal({ service: null })}
          >
            <Icon name="plus" /> {t('business.services.addService')}
          </button>
        </div>
      </div>
      {list.length === 0 ? (
        <EmptyState icon="clipboard" title={t('business.services.emptyTitle')}>
          <p>{t('business.services.emptyText')}</p>
        </EmptyState>
      ) : (
        <div className="grid grid--2">
          {list.map((category) => {
            const items = servicesOf(category.id);
            return (
              <section
                key={category.id}
                className="category"
                aria-labelledby={`category-${category.id}`}
              >
                <div className="category__head">
                  <span className="category__icon" aria-hidden="true">
                    <CategoryIcon emoji={category.icon} size={22} />
                  </span>
                  <div className="category__body">
                    <h3 id={`category-${category.id}`} style={{ margin: 0 }}>
                      {category.name}
                    </h3>
                    {category.description && <p className="muted small">{category.description}</p>}
                  </div>
                  <IconButton
                    icon="edit"
                    label={t('business.services.editCategory', { name: category.name })}
                    onClick={() => setCategoryModal(category)}
                  />
                  <IconButton
                    icon="trash"
                    label={t('business.services.deleteCategory', { name: category.name })}
                    onClick={() => setRemoving({ kind: 'category', item: category })}
                    danger
                  />
                </div>
                {items.length === 0 ? (
                  <p className="muted small">{t('business.services.emptyCategory')}</p>
                ) : (
                  <ul className="service-list" style={{ marginTop: 10 }}>
                    {items.map((service) => (
                      <li key={service.id} className="service-row">
                        <span>
                          {service.name}{' '}
                          <span className="muted small">
                            ·{' '}
                            {service.bookingMode === 'drop_off'
                              ? t('business.services.dropOff')
                              : t('business.common.minutes', { count: service.duration })}
                          </span>
                        </span>
                        <span className="service-row__actions">
                          <span className="service-row__price">
                            {clinicPrice(service.price, currency)}
                          </span>
                          <IconButton
                            icon="edit"
                            label={t('business.services.editService', { name: service.name })}
                            onClick={() => setServiceModal({ service })}
                          />
                          <IconButton
                            icon="trash"
                            label={t('business.services.deleteService', { name: service.name })}
                            onClick={() => setRemoving({ kind: 'service', item: service })}
                            danger
                          />
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  style={{ marginTop: 8 }}
                  onClick={() => setServiceModal({ service: null, categoryId: category.id })}
                >
                  <Icon name="plus" />{' '}
                  {t('business.services.addServiceTo', { name: category.name })}
                </button>
              </section>
            );
          })}
        </div>
      )}
      <DropOffSettingsPanel />
      <ReminderRulesPanel />
      {categoryModal !== undefined && (
        <CategoryModal category={categoryModal} onClose={() => setCategoryModal(undefined)} />
      )}
      {serviceModal && (
        <ServiceModal
          service={serviceModal.service}
          categoryId={serviceModal.categoryId}
          categories={list}
          onClose={() => setServiceModal(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={
            removing.kind === 'category'
              ? t('business.services.deleteCategoryTitle')
              : t('business.services.deleteServiceTitle')
          }
          message={
            removing.kind === 'category'
              ? BUSINESS_TEXTS.confirmCategoryDelete
              : BUSINESS_TEXTS.confirmServiceDelete
          }
          onConfirm={remove}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
