import { ContactScreen } from '@/features/staff/screens/contact-screen.tsx';

export default ContactScreen;
