import { Texts } from '@cdi/contracts';

/** The volume slider of anything the candidate listens to, from silent (0) to full (1). */
export function VolumeControl({ value, onChange }: { value: number; onChange: (volume: number) => void }) {
  return (
    <label className="volume-control">
      <span>{Texts.volume}</span>
      <input type="range" min={0} max={1} step={0.05} value={value} onChange={(event) => onChange(Number(event.target.value))} />
    </label>
  );
}
