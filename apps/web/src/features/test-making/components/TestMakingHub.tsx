import { TestMakingScreenTexts } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../shared/ui/Icon';
import '../test-making.css';

function HubCard({
  to,
  icon,
  title,
  description,
  notes,
}: {
  to: string;
  icon: IconName;
  title: string;
  description: string;
  notes: readonly string[];
}) {
  return (
    <Link to={to} className="hub-card">
      <span className="hub-card__icon">
        <Icon name={icon} size={28} />
      </span>
      <span className="hub-card__title">{title}</span>
      <span className="hub-card__description">{description}</span>
      <ul className="hub-card__notes">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <span className="hub-card__go">
        {TestMakingScreenTexts.open} <Icon name="arrow" size={16} />
      </span>
    </Link>
  );
}

/** The Test Making hub: Manual Test Creation and Intelligent Shuffling, and the key features. */
export function TestMakingHub() {
  return (
    <>
      <div className="grid grid--two">
        <HubCard
          to="manual"
          icon="layers"
          title={TestMakingScreenTexts.manualTitle}
          description={TestMakingScreenTexts.manualDescription}
          notes={TestMakingScreenTexts.manualNotes}
        />
        <HubCard
          to="shuffle"
          icon="shuffle"
          title={TestMakingScreenTexts.shuffleTitle}
          description={TestMakingScreenTexts.shuffleDescription}
          notes={TestMakingScreenTexts.shuffleNotes}
        />
      </div>
      <section className="panel" aria-labelledby="key-features-title">
        <h2 id="key-features-title" className="panel__title">
          {TestMakingScreenTexts.keyFeaturesTitle}
        </h2>
        <ul className="hub-features">
          {TestMakingScreenTexts.keyFeatures.map((feature) => (
            <li key={feature}>
              <Icon name="check" size={16} /> {feature}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
