import { useMemo, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Cascader, Switch } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { useLocation } from '../../../shared/lib/router';
import { usePageParams } from '../../../shared/lib/pageParams';
import { startChoosing, takeChosen, type ChosenPoint } from '../../../shared/state/chosenLocation';
import { toast } from '../../../shared/lib/toast';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { NavBar } from '../../../shared/ui/NavBar';
import { addressApi, addressInfoQuery, addressKeys, regionTreeQuery } from '../address.api';
import {
  ADDRESS_MAX,
  NAME_MAX,
  coordsOf,
  emptyForm,
  formFromInfo,
  regionNames,
  safeBack,
  saveParams,
  toCascaderOptions,
  validateForm,
  withAddressId,
  type AddressForm,
} from '../model/address';
import { s } from './styles';

/** `address_edit` (`?id=` edits an own address; `?back=` is where saving returns, with `address_id`). */
export default function AddressEditPage() {
  const { t } = useTranslation();
  const query = usePageParams('addressEdit');
  const id = query.id || 0;
  const back = safeBack(query.back ?? null);
  const info = useQuery(addressInfoQuery(id));

  let body;
  if (!id) body = <EditForm initial={emptyForm()} back={back} wasDefault={false} />;
  else if (info.isPending) body = <LoadingView fullPage />;
  else if (info.isError || !info.data) body = <ErrorView onRetry={() => void info.refetch()} />;
  else body = <EditForm key={info.data.id} initial={formFromInfo(info.data)} back={back} wasDefault={info.data.is_default === 1} />;

  return (
    <>
      <NavBar title={t(id ? 'titles.addressEdit' : 'titles.addressAdd')} />
      {body}
    </>
  );
}

/** The form as it was when the picker opened, with the point chosen there (and its region, when it has one). */
const withChosen = (initial: AddressForm, r: { draft: AddressForm | undefined; point: ChosenPoint } | null): AddressForm => {
  if (!r) return initial;
  const f = { ...initial, ...r.draft };
  if (r.point.latitude && r.point.longitude) Object.assign(f, { latitude: r.point.latitude, longitude: r.point.longitude });
  return r.point.district_id ? { ...f, region: [r.point.province_id, r.point.city_id, r.point.district_id], regionText: r.point.name } : f;
};

function EditForm({ initial, back, wasDefault }: { initial: AddressForm; back: string | null; wasDefault: boolean }) {
  const { t } = useTranslation();
  const { go, back: goBack } = useGo();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AddressForm>(() => withChosen(initial, takeChosen<AddressForm>(here)));
  const [pickerOpen, setPickerOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const [saving, setSaving] = useState(false);
  const tree = useQuery({ ...regionTreeQuery(), enabled: pickerOpen || form.region.length > 0 });
  const options = useMemo(() => (tree.data ? toCascaderOptions(tree.data) : []), [tree.data]);
  const set = <K extends keyof AddressForm>(k: K, v: AddressForm[K]) => setForm((f) => ({ ...f, [k]: v }));

  const locate = () => {
    if (!('geolocation' in navigator)) {
      void toast(t('address.form.locateUnsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const c = coordsOf(pos);
        setForm((f) => ({ ...f, ...c }));
        setLocating(false);
        // Fill the region from the point when the region data knows centres; otherwise the member picks it.
        const regionEmpty = form.region.length === 0;
        addressApi.locate(c.latitude, c.longitude).then(
          (r) => {
            if (r.district_id)
              setForm((f) =>
                f.region.length ? f : { ...f, region: [r.province_id, r.city_id, r.district_id], regionText: r.full_address },
              );
          },
          // A point no district is near (无法识别该位置): say so when the member still has to pick the region.
          (e: unknown) => {
            if (regionEmpty && e instanceof Error && e.message) void toast(e.message);
          },
        );
      },
      () => {
        setLocating(false);
        void toast(t('address.form.locateFailed'));
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateForm(form);
    if (problem) {
      void toast(t(problem));
      return;
    }
    setSaving(true);
    try {
      const savedId = await addressApi.save(saveParams(form), Boolean(form.id));
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
      void toast(t('address.saved'));
      if (back) go(withAddressId(back, savedId), { replace: true });
      else goBack();
    } catch {
      // the server's message was shown
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={s.page} onSubmit={(e) => void submit(e)} noValidate data-testid="address-form">
      <div className={s.card}>
        <label className={s.field}>
          <span className={s.label}>{t('address.form.name')}</span>
          <input
            className={`m-field-input ${s.input}`}
            value={form.name}
            maxLength={NAME_MAX}
            placeholder={t('address.form.namePlaceholder')}
            onChange={(e) => set('name', e.target.value)}
            data-testid="address-name"
          />
        </label>
        <label className={s.field}>
          <span className={s.label}>{t('address.form.mobile')}</span>
          <input
            className={`m-field-input ${s.input}`}
            value={form.mobile}
            type="tel"
            inputMode="numeric"
            maxLength={11}
            placeholder={t('address.form.mobilePlaceholder')}
            onChange={(e) => set('mobile', e.target.value)}
            data-testid="address-mobile"
          />
        </label>
        <label className={s.field}>
          <span className={s.label}>{t('address.form.telephone')}</span>
          <input
            className={`m-field-input ${s.input}`}
            value={form.telephone}
            type="tel"
            maxLength={20}
            placeholder={t('address.form.telephonePlaceholder')}
            onChange={(e) => set('telephone', e.target.value)}
            data-testid="address-telephone"
          />
        </label>
        <div className={s.field}>
          <span className={s.label}>{t('address.form.region')}</span>
          <button type="button" className={s.picker} onClick={() => setPickerOpen(true)} data-testid="address-region">
            {form.regionText ? form.regionText : <span className={s.placeholder}>{t('address.form.regionPlaceholder')}</span>}
          </button>
          <button type="button" className={s.locate} onClick={locate} disabled={locating} data-testid="address-locate">
            {locating ? t('address.form.locating') : t('address.form.locate')}
          </button>
        </div>
        {form.longitude && form.latitude ? (
          <div className={s.coords} data-testid="address-coords">
            <span>{t('address.form.locatedAt', { lng: form.longitude, lat: form.latitude })}</span>
            <button type="button" className={s.link} onClick={() => setForm((f) => ({ ...f, longitude: '', latitude: '' }))}>
              {t('address.form.clearLocation')}
            </button>
          </div>
        ) : (
          <div className={s.coords}>{t('address.form.locateHint')}</div>
        )}
        <div className={s.coords}>
          <button
            type="button"
            className={s.link}
            onClick={() => {
              startChoosing(here, form);
              go(`/choose-location?back=${encodeURIComponent(here)}`);
            }}
            data-testid="address-choose-location"
          >
            {t('location.openPicker')}
          </button>
        </div>
        <label className={s.field}>
          <span className={s.label}>{t('address.form.address')}</span>
          <input
            className={`m-field-input ${s.input}`}
            value={form.address}
            maxLength={ADDRESS_MAX}
            placeholder={t('address.form.addressPlaceholder')}
            onChange={(e) => set('address', e.target.value)}
            data-testid="address-detail"
          />
        </label>
      </div>
      <div className={s.card}>
        <div className={s.switchRow}>
          <span>
            {t('address.form.isDefault')}
            {wasDefault && <span className={s.switchHint}> · {t('address.form.defaultLocked')}</span>}
          </span>
          <Switch
            checked={wasDefault || form.is_default}
            disabled={wasDefault}
            onChange={(v) => set('is_default', v)}
            data-testid="address-default"
          />
        </div>
      </div>
      <div className={s.footer}>
        <button type="submit" className="m-btn-fill m-btn-fill--block m-btn-fill--lg" disabled={saving} data-testid="address-save">
          {t('address.form.save')}
        </button>
      </div>
      <Cascader
        options={options}
        visible={pickerOpen}
        loading={tree.isPending}
        title={t('address.form.regionTitle')}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        placeholder={t('address.form.pick')}
        value={form.region.map(String)}
        onClose={() => setPickerOpen(false)}
        onConfirm={(value) => {
          const ids = value.filter((v): v is string => Boolean(v)).map(Number);
          if (ids.length === 3 && tree.data) setForm((f) => ({ ...f, region: ids, regionText: regionNames(tree.data, ids) }));
        }}
      />
    </form>
  );
}
