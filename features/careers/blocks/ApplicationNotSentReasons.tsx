import { RESUME_PROBLEMS } from '@shared/uploads/resume-upload';
import { applicationNotSentReasons, applicationText } from '../../../content/careers.ts';

const reasons = [
  ...Object.entries(RESUME_PROBLEMS).map(([problem, { error }]) => [`resume-${problem}`, error] as const),
  ...Object.entries(applicationNotSentReasons),
];

/**
 * Why a plain form post's application was not stored, picked by the URL's fragment
 * (/application-not-sent/#resume-type) with CSS :target, so it shows without JavaScript; with no
 * fragment, a general line. The fragment is a fixed code, never a field value.
 */
export default function ApplicationNotSentReasons() {
  return (
    <div
      css={{
        '& > [id]': { display: 'none', scrollMarginTop: '100vh' },
        '& > [id]:target': { display: 'block' },
        '&:has(> :target) > .generic': { display: 'none' },
      }}
    >
      <p className="generic">{applicationText.notSentGeneric}</p>
      {reasons.map(([code, text]) => (
        <p key={code} id={code}>
          {text}
        </p>
      ))}
      <p>{applicationText.backToForm}</p>
    </div>
  );
}
