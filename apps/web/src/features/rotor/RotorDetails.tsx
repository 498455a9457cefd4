import type { RotorDetail } from '@wheelend/domain/contract';
import { dimensionRows, SpecsTable } from '../../shared/finder/SpecsTable';
import { RotorNext, RotorNotes } from './RotorCard';

/** A rotor's notes, specifications and next step on its details page. */
export function RotorDetails({ rotor: r }: { rotor: RotorDetail }) {
  return (
    <>
      <RotorNotes rotor={r} />
      <SpecsTable
        rows={[
          { label: 'Status', value: r.Status },
          { label: 'Rotor type', value: r.BrakeRotorType },
          { label: 'Replacement kit', value: r.BrakeRotorKitNumber ?? '—' },
          ...dimensionRows([
            ['Overall length', r.OverallLength],
            ['Brake surface outside diameter', r.BrakeSurfaceOutsideDiameter],
            ['Thickness', r.Thickness],
            ['Pilot diameter', r.PilotDiameter],
            ['Bolt circle', r.BoltCircle],
          ]),
          { label: 'Bolt size', value: r.BoltSize ?? '—' },
          { label: 'Bolt holes', value: r.BoltHoleNumber ?? '—' },
          { label: 'Casting number', value: r.CastingNumber ?? '—' },
        ]}
      />
      <RotorNext rotor={r} />
    </>
  );
}
