import { reactIsland } from '../../components/runtime/react-island.tsx';
import ContactForm from './ContactForm.tsx';

export default reactIsland(ContactForm);
