import { portalApi } from './portalApi';
import type { FaqCategory, FaqQuestion } from './types';
import type { FaqSearchQuestion } from './sharedUiTypes';

/**
 * The FAQ's reads and feedback (inbenta-faq/*), injected into the one slice by the FAQ
 * dialog's lazy chunk: the landing page (JS ≤ 120 KB gzip) does not carry them.
 */
export const faqApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getFaqContent: build.query<{ categories: FaqCategory[]; top: FaqQuestion[] }, void>({
      query: () => 'inbenta-faq/content',
      providesTags: ['Faq'],
    }),
    searchFaq: build.query<{ items: FaqSearchQuestion[] }, { query?: string; getPopular?: boolean; userType?: number }>({
      query: (params) => ({ url: 'inbenta-faq/search', params }),
    }),
    faqClick: build.mutation<null, { clickCode: string; userType?: number }>({
      query: (body) => ({ url: 'inbenta-faq/click', method: 'POST', body }),
    }),
    faqUseful: build.mutation<null, { rateCode: string; isUseful?: boolean; comment?: string; userType?: number }>({
      query: (body) => ({ url: 'inbenta-faq/useful', method: 'POST', body }),
    }),
  }),
});

export const { useGetFaqContentQuery, useLazySearchFaqQuery, useFaqClickMutation, useFaqUsefulMutation } = faqApi;
