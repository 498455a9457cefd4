import { useState } from 'react';
import { Link } from 'react-router';
import { completeTheJob, inchFraction, isSpindleNutKit, socketSize, PART_TYPE } from '@wheelend/domain';
import type { AftermarketPart } from '@wheelend/domain/contract';
import { useKit } from './api';
import { PrintButton, PrintSheet } from './PrintSheet';
import s from './Print.module.css';

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
  const canReplace = parts.some((p) => p.TypeId === PART_TYPE.hubAssembly);
  const canRebuild = parts.some((p) => p.TypeId === PART_TYPE.rebuildKit);
  const [mode, setMode] = useState<Mode>(canReplace ? 'replace' : 'rebuild');
  const lines = completeTheJob(parts, mode);
  const nut = lines.find((l) => isSpindleNutKit(l.typeId));
  const nutKit = useKit('spindle_nut', nut?.partNumber);
  if (lines.length === 0) return null;
  const description = (n: string) => parts.find((p) => p.PartNumber === n)?.Description ?? '';
  const nutSize = nut ? (socketSize(nut.partNumber) ?? nutKit.data?.[0]?.SixPointSocketSize ?? undefined) : undefined;
  const torque = nutKit.data?.[0]?.TorqueSpec;
  return (
    <PrintSheet label="Complete the job">
      <div className={s.row}>
        <h2>Complete the job</h2>
        <PrintButton>Print the list</PrintButton>
      </div>
      <p>
        Hub assembly <strong>{hubNumber}</strong> {hubDescription}
      </p>
      {canReplace && canRebuild && (
        <fieldset className={s.modes}>
          <legend>The job</legend>
          {(['replace', 'rebuild'] as const).map((m) => (
            <label key={m}>
              <input type="radio" name="job" value={m} checked={mode === m} onChange={() => setMode(m)} />
              {m === 'replace' ? 'Replace the hub' : 'Rebuild the hub'}
            </label>
          ))}
        </fieldset>
      )}
      <table className={s.lines}>
        <caption className="visually-hidden">
          Parts to {mode} hub {hubNumber}
        </caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Number</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={`${l.label}-${l.partNumber}`}>
              <th scope="row">{l.label}</th>
              <td className={s.number}>{l.path ? <Link to={l.path}>{l.partNumber}</Link> : l.partNumber}</td>
              <td>
                {description(l.partNumber)}
                {l === nut && (nutSize || torque) && (
                  <>
                    {nutSize != null && <> · Socket size {inchFraction(nutSize)}</>}
                    {torque && <> · Torque {torque}</>}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </PrintSheet>
  );
}
