import { useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { toast } from 'react-toastify';
import { billboardFields, listAdminBillboards, saveBillboard, updateBillboardOrderAndVisibility, type AdminBillboard } from '@app/contracts/admin/billboards';
import { SaveStatusLine } from '../../components/admin/save-status.tsx';
import { SortableList } from '../../components/admin/sortable-list.tsx';
import { useApiForm } from '../../components/admin/use-api-form.ts';
import { useOrderedRows } from '../../components/admin/use-ordered-rows.ts';
import { Button } from '../../components/ui/button.tsx';
import { Choice, FormAlert, SubmitButton, TextAreaField, TextField } from '../../components/ui/fields.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { withAreaTexts } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';

/**
 * The home page's billboards (issue 17 part 6; `/admin/billboards`, ours: spec §2 has no screen for them): every
 * billboard of the platform in the host language, hidden ones included, ordered by dragging, by keyboard or with the
 * move buttons, shown or hidden, edited in place and added at the end.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data } = await serverApi(request, context).call(listAdminBillboards, {});
    return { billboards: data };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('admin');

export const meta = adminMeta('admin.billboards.title');

function BillboardForm({ billboard, onDone }: { billboard?: AdminBillboard; onDone(): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const { form, submit, formError } = useApiForm(
    billboardFields,
    {
      id: billboard?.id,
      title: billboard?.title ?? '',
      text: billboard?.text ?? '',
      link: billboard?.link ?? '',
      illustration: billboard?.illustration ?? '',
      isVisible: billboard?.isVisible ?? true,
    },
    async (values) => {
      await api.call(saveBillboard, { body: values });
      toast.success(t('admin.billboards.saved'));
      await revalidator.revalidate();
      onDone();
    },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3" aria-label={billboard ? t('admin.billboards.editOf', { name: billboard.title }) : t('admin.billboards.create')}>
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField label={t('admin.billboards.fields.title')} error={errors.title?.message} {...register('title')} />
      <TextAreaField label={t('admin.billboards.fields.text')} rows={3} error={errors.text?.message} {...register('text')} />
      <TextField label={t('admin.billboards.fields.link')} hint={t('admin.billboards.fields.linkHint')} error={errors.link?.message} {...register('link')} />
      <TextField label={t('admin.billboards.fields.illustration')} hint={t('admin.billboards.fields.linkHint')} error={errors.illustration?.message} {...register('illustration')} />
      {!billboard && <Choice type="checkbox" label={t('admin.ordering.visibleField')} {...register('isVisible')} />}
      <div className="flex flex-wrap gap-3">
        <SubmitButton loading={isSubmitting} loadingText={t('admin.form.saving')}>
          {t('admin.form.save')}
        </SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          {t('admin.form.cancel')}
        </Button>
      </div>
    </form>
  );
}

function BillboardRow({ billboard }: { billboard: AdminBillboard }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <div>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold break-words text-neutral-900">
            {billboard.title}
            {!billboard.isVisible && <span className="ml-2 rounded bg-neutral-200 px-1.5 py-0.5 text-xs font-semibold text-neutral-800">{t('admin.ordering.hidden')}</span>}
          </p>
          <p className="text-sm break-words text-neutral-800">{billboard.text}</p>
          {billboard.link && <p className="text-sm break-all text-neutral-700">{billboard.link}</p>}
        </div>
        {!editing && (
          <Button variant="ghost" onClick={() => setEditing(true)}>
            {t('admin.billboards.edit')}
            <span className="sr-only"> : {billboard.title}</span>
          </Button>
        )}
      </div>
      {editing && <BillboardForm billboard={billboard} onDone={() => setEditing(false)} />}
    </div>
  );
}

export default function AdminBillboards() {
  const { billboards } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [adding, setAdding] = useState(false);
  const { items, change, status } = useOrderedRows(billboards, (rows) => api.call(updateBillboardOrderAndVisibility, { body: { billboards: rows } }));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-neutral-700">{t('admin.billboards.intro')}</p>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white p-6 text-center text-neutral-700">{t('admin.billboards.empty')}</p>
      ) : (
        <SortableList items={items} nameOf={(b) => b.title} label={t('admin.billboards.list')} onChange={change}>
          {(billboard) => <BillboardRow billboard={billboard} />}
        </SortableList>
      )}
      <SaveStatusLine status={status} />
      {adding ? (
        <section aria-labelledby="billboard-new" className="rounded-lg border border-neutral-200 bg-white p-5">
          <h2 id="billboard-new" className="text-lg font-semibold text-neutral-900">
            {t('admin.billboards.create')}
          </h2>
          <BillboardForm onDone={() => setAdding(false)} />
        </section>
      ) : (
        <Button className="self-start" onClick={() => setAdding(true)}>
          {t('admin.billboards.add')}
        </Button>
      )}
    </div>
  );
}
