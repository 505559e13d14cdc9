import '../invigilation.css';
/** A dot and the word: the state never rests on colour alone. */
export function PresenceCell({ online }: { online: boolean }) {
  return (
    <span className={online ? 'presence presence--online' : 'presence'}>
      <span className="presence__dot" aria-hidden="true" />
      {online ? 'Online' : 'Offline'}
    </span>
  );
}
