import { Island } from '../../../components/runtime/Island.tsx';
import { ISLANDS } from '../../../components/runtime/islands.ts';
import { LeadForm } from '../LeadForm.tsx';

/** The recording request of a past webinar without a recording yet (an island: its code sends it in place). */
export default function WebinarRecordingForm() {
  return <Island island={ISLANDS.leadForm} component={LeadForm} props={{ name: 'webinar' as const }} />;
}
