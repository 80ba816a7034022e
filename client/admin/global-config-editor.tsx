import { useMemo, useState } from 'react';
import {
  EditableGlobalConfigSchema,
  GlobalConfigSchema,
  type GlobalConfig,
} from '#schema/global-config';
import { SOLD_CARD_PLACEHOLDERS, type SoldPriceRecord } from '#schema/entities';
import { SoldPriceCard } from '#client/components/cards/sold-price-card';
import { AdminApiError, adminFetch, errorMessage } from './api';
import { useAdminData } from './use-admin-data';
import { useUnsavedGuard } from './use-unsaved-guard';
import { useCannot } from './use-role';
import { AdminHeading, Button, Notice } from './ui';
import { FormContext } from './schema-form/form-context';
import { jsonSchemaOf } from './schema-form/json-schema';
import { ObjectFields } from './schema-form/schema-field';
import { errorsOf } from './validation';

/** A Land Registry record to show what the card rows will look like. */
const SAMPLE: SoldPriceRecord = {
  transaction_id: '{A1B2C3D4-0000-0000-0000-000000000000}',
  price: 285000,
  date_of_transfer: '2025-06-13',
  postcode: 'LS6 2AB',
  property_type: 'T',
  old_new: 'N',
  duration: 'F',
  paon: '14',
  saon: null,
  street: 'Brudenell Road',
  locality: 'Hyde Park',
  town_city: 'Leeds',
  district: 'Leeds',
  county: 'West Yorkshire',
};
const PLACEHOLDERS = SOLD_CARD_PLACEHOLDERS.map((k) => `{{${k}}}`);

/** `/admin/settings`: the sold-price card rows and the two modal pages. */
export function GlobalConfigEditor() {
  const { data, error } = useAdminData<{ config: GlobalConfig; version: string }>('/global-config');
  if (error) return <Notice tone="error">{error}</Notice>;
  if (!data) return <p role="status">Loading the settings…</p>;
  return <ConfigForm initial={data.config} initialVersion={data.version} />;
}

function ConfigForm({
  initial,
  initialVersion,
}: {
  initial: GlobalConfig;
  initialVersion: string;
}) {
  const [config, setConfig] = useState<GlobalConfig>(initial);
  const [saved, setSaved] = useState<GlobalConfig>(initial);
  // The settings as this tab last saw them: a save over another editor's is refused, not lost.
  const [version, setVersion] = useState(initialVersion);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // A contributor reads the settings; the server refuses a save, so the form is shown disabled,
  // without the rows' reorder, remove and add buttons.
  const cannot = useCannot('configure');
  useUnsavedGuard(JSON.stringify(config) !== JSON.stringify(saved));
  // The editor's own checks, placeholders included, as the server makes them on save.
  const local = useMemo(() => EditableGlobalConfigSchema.safeParse(config), [config]);
  const errors = { ...serverErrors, ...(local.success ? {} : errorsOf(local.error)) };
  const ctx = { idPrefix: 'config', errors, readOnly: !!cannot };

  const save = async () => {
    try {
      const out = await adminFetch<{ config: GlobalConfig; version: string }>(
        `/global-config?base=${encodeURIComponent(version)}`,
        { method: 'PUT', body: config },
      );
      setConfig(out.config);
      setSaved(out.config);
      setVersion(out.version);
      setServerErrors({});
      setNotice({ tone: 'success', text: 'Settings saved. Visitors see them on their next page.' });
    } catch (err) {
      if (err instanceof AdminApiError) setServerErrors(err.errors);
      setNotice({ tone: 'error', text: errorMessage(err) });
    }
  };

  return (
    <div>
      <AdminHeading title="Site settings" />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <Notice tone="info">
            Each row of the sold house price card has a label and a template. Templates use
            double-brace placeholders filled from the Land Registry record:{' '}
            <span className="font-mono text-xs break-words">{PLACEHOLDERS.join(' ')}</span>
          </Notice>
          {cannot ? (
            <Notice tone="info">You can read the settings. Changing them: {cannot}.</Notice>
          ) : null}
          <fieldset disabled={!!cannot} className="min-w-0 space-y-4">
            <legend className="sr-only">Settings</legend>
            <FormContext value={ctx}>
              <ObjectFields
                schema={jsonSchemaOf(GlobalConfigSchema)}
                value={config}
                onChange={(v) => setConfig(v as GlobalConfig)}
                path={[]}
              />
            </FormContext>
          </fieldset>
          {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
          {cannot ? null : (
            <Button variant="primary" onClick={save} disabled={!local.success}>
              Save settings
            </Button>
          )}
        </div>
        <aside aria-labelledby="card-example" className="space-y-2">
          <h2 id="card-example" className="text-lg font-semibold text-slate-900">
            Card example
          </h2>
          <SoldPriceCard record={SAMPLE} rows={config.sold_house_price_card_details_config} />
        </aside>
      </div>
    </div>
  );
}
