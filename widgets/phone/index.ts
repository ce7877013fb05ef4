import type { WidgetDefinition } from '../../src/loader/types';
import { parsePhoneConfig, type PhoneConfig } from './config';
import { PhoneLink } from './PhoneLink';

const phone: WidgetDefinition<PhoneConfig> = { mode: 'replace', parse: parsePhoneConfig, Component: PhoneLink };
export default phone;
