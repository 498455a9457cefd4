import { catalogWord, rotorTypeLabel } from '@wheelend/domain';
import type { RotorDetail } from '@wheelend/domain/contract';
import { dimensionRows, SpecsTable } from '../../shared/finder/SpecsTable';
import { RotorNext, RotorNotes } from './RotorCard';
import { textOf, useT } from '../../shared/i18n';

/** A rotor's notes, specifications and next step on its details page. */
export function RotorDetails({ rotor: r }: { rotor: RotorDetail }) {
  const t = useT();
  return (
    <>
      <RotorNotes rotor={r} />
      <SpecsTable
        rows={[
          { label: t('rotor.details.status'), value: textOf(t, catalogWord(r.Status)) },
          { label: t('rotor.details.type'), value: textOf(t, rotorTypeLabel(r.BrakeRotorType)) },
          { label: t('rotor.details.kit'), value: r.BrakeRotorKitNumber ?? '—' },
          ...dimensionRows([
            [t('rotor.details.length'), r.OverallLength],
            [t('rotor.details.surface'), r.BrakeSurfaceOutsideDiameter],
            [t('rotor.details.thickness'), r.Thickness],
            [t('rotor.details.pilot'), r.PilotDiameter],
            [t('rotor.details.boltCircle'), r.BoltCircle],
          ]),
          { label: t('rotor.details.boltSize'), value: r.BoltSize ?? '—' },
          { label: t('rotor.details.boltHoles'), value: r.BoltHoleNumber ?? '—' },
          { label: t('rotor.details.casting'), value: r.CastingNumber ?? '—' },
        ]}
      />
      <RotorNext rotor={r} />
    </>
  );
}
