import { type Language, type PromotionInput, previewPromotion } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The card a visitor would see for this input, in a language; nothing is saved. */
export const postPromotionPreview = (input: PromotionInput, language: Language, signal?: AbortSignal) =>
  callApi(previewPromotion, { body: { input, language }, signal });
