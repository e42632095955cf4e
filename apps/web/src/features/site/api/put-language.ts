import { type Language, setLanguage } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const sendLanguage = (language: Language) => callApi(setLanguage, { body: { language } });
