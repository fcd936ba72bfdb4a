import { reactIsland } from '../../components/runtime/react-island.tsx';
import Calculator from './Calculator.tsx';

export default reactIsland(Calculator);
