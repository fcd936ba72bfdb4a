import { reactIsland } from '../../components/runtime/react-island.tsx';
import ApplicationForm from './ApplicationForm.tsx';

export default reactIsland(ApplicationForm);
