import { Texts } from '@cdi/contracts';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../../shared/ui/Button';
import { Icon } from '../../../../shared/ui/Icon';
import { useSessionUser } from '../../../../shared/session/session-store';
import { homePathFor } from '../../../auth';
import { CandidateFrame } from './CandidateFrame';

/** The router keeps its position in history.state.idx: 0 means this page was opened directly. */
function hasPageToGoBackTo(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/** /test and /test/{testId}: test types without a screen yet. */
export function TestPlaceholder() {
  const navigate = useNavigate();
  const role = useSessionUser()?.role ?? 'test_taker';
  const goBack = () => void (hasPageToGoBackTo() ? navigate(-1) : navigate(homePathFor(role)));
  return (
    <CandidateFrame context={Texts.testPageTitle} showLogout>
      <section className="journey-placeholder panel">
        <h1 className="journey-title">{Texts.testPageTitle}</h1>
        <p>{Texts.testTypeNotImplemented}</p>
        <p>{Texts.tryListeningTest}</p>
        <div>
          <Button icon={<Icon name="back" size={18} />} onClick={goBack}>
            {Texts.goBack}
          </Button>
        </div>
      </section>
    </CandidateFrame>
  );
}
