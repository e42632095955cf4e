import {
  createHelpArticle,
  createHelpTopic,
  deleteHelpArticle,
  deleteHelpTopic,
  type HelpArticleInput,
  type HelpTopicInput,
  listHelpStaff,
  orderHelp,
  updateHelpArticle,
  updateHelpTopic,
  uploadHelpImage,
} from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Every topic and written page with its articles in every language, in order. */
export const fetchHelp = (signal?: AbortSignal) => callApi(listHelpStaff, { signal });

/** A new topic (`id` null) or the topic replaced. */
export const saveTopic = (id: number | null, body: HelpTopicInput) =>
  id === null ? callApi(createHelpTopic, { body }) : callApi(updateHelpTopic, { params: { id }, body });

export const removeTopic = (id: number) => callApi(deleteHelpTopic, { params: { id } });

/** A new article (`id` null) or the article replaced; the answer holds the HTML as the server cleaned it. */
export const saveArticle = (id: number | null, body: HelpArticleInput) =>
  id === null ? callApi(createHelpArticle, { body }) : callApi(updateHelpArticle, { params: { id }, body });

export const removeArticle = (id: number) => callApi(deleteHelpArticle, { params: { id } });

/** The topics (no `topicId`) or one topic's articles in this order. */
export const putOrder = (ids: number[], topicId?: number) =>
  callApi(orderHelp, { body: topicId === undefined ? { ids } : { topicId, ids } });

/** A picture for an article, as a data URL; answers the site path it is served at. */
export const uploadPicture = (image: string) => callApi(uploadHelpImage, { body: { image } });
