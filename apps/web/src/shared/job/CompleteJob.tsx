import { useState } from 'react';
import { Link } from 'react-router';
import { useAddressParam } from '../addressParam';
import { completeTheJob, inchFraction, isSpindleNutKit, socketSize, PART_TYPE } from '@wheelend/domain';
import type { AftermarketPart } from '@wheelend/domain/contract';
import { useKit } from './api';
import { PrintButton, PrintSheet, usePrintTexts } from './PrintSheet';
import s from './Print.module.css';
import p from '../ui/Page.module.css';
import { Rich } from '../i18n';
import { ErrorState } from '../ui/ErrorState';

type Mode = 'replace' | 'rebuild';

/** 'Complete the job': every part a mechanic needs to replace or rebuild this hub, with links and a
 * print button that prints the list alone on one Letter page. */
export function CompleteJob({
  hubNumber,
  hubDescription,
  parts,
}: {
  hubNumber: string;
  hubDescription: string;
  parts: (Pick<AftermarketPart, 'PartNumber' | 'Description' | 'TypeId'> &
    Partial<Pick<AftermarketPart, 'UsageId' | 'Ranking'>>)[];
}) {
  const t = usePrintTexts();
  const canReplace = parts.some((p) => p.TypeId === PART_TYPE.hubAssembly);
  const canRebuild = parts.some((p) => p.TypeId === PART_TYPE.rebuildKit);
  // The job chosen is kept in the address too (?job=rebuild), so Back to this page and a reload keep it.
  const [params, setParam] = useAddressParam();
  const [mode, setChosen] = useState<Mode>(() =>
    (params.get('job') === 'rebuild' && canRebuild) || !canReplace ? 'rebuild' : 'replace',
  );
  const setMode = (m: Mode) => {
    setChosen(m);
    setParam('job', m);
  };
  const lines = completeTheJob(parts, mode);
  const nut = lines.find((l) => isSpindleNutKit(l.typeId));
  const nutKit = useKit('spindle_nut', nut?.partNumber);
  if (lines.length === 0) return null;
  // The hub's own line reads as the line above it (the hub's description, in the reader's language).
  const description = (n: string) =>
    (n === hubNumber && hubDescription) || (parts.find((p) => p.PartNumber === n)?.Description ?? '');
  const nutSize = nut ? (socketSize(nut.partNumber) ?? nutKit.data?.[0]?.SixPointSocketSize ?? undefined) : undefined;
  const torque = nutKit.data?.[0]?.TorqueSpec;
  return (
    <PrintSheet label={t('print.job.title')}>
      <div className={s.row}>
        <h2>{t('print.job.title')}</h2>
        <PrintButton>{t('print.job.print')}</PrintButton>
      </div>
      <p>
        <Rich
          id="print.job.hub"
          values={{ number: hubNumber, description: hubDescription }}
          components={[<strong />]}
        />
      </p>
      {canReplace && canRebuild && (
        <fieldset className={s.modes}>
          <legend>{t('print.job.legend')}</legend>
          {(['replace', 'rebuild'] as const).map((m) => (
            <label key={m}>
              <input type="radio" name="job" value={m} checked={mode === m} onChange={() => setMode(m)} />
              {t(m === 'replace' ? 'print.job.replace' : 'print.job.rebuild')}
            </label>
          ))}
        </fieldset>
      )}
      <table className={s.lines}>
        <caption className="visually-hidden">{t('print.job.caption', { mode, number: hubNumber })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('print.col.part')}</th>
            <th scope="col">{t('print.col.number')}</th>
            <th scope="col">{t('print.col.description')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={`${l.label.id}-${l.partNumber}`}>
              <th scope="row">{t(l.label)}</th>
              <td className={s.number}>
                {l.path ? (
                  <Link className={p.tap} to={l.path}>
                    {l.partNumber}
                  </Link>
                ) : (
                  l.partNumber
                )}
              </td>
              <td>
                {description(l.partNumber)}
                {l === nut && (nutSize || torque) && (
                  <>
                    {nutSize != null && t('print.job.socket', { size: inchFraction(nutSize) })}
                    {torque && t('print.job.torque', { torque })}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {nutKit.isError && (
        <div className={s.noPrint}>
          <ErrorState
            error={nutKit.error}
            onRetry={() => void nutKit.refetch()}
            title={t('print.job.torqueFailed')}
            action
          />
        </div>
      )}
    </PrintSheet>
  );
}
