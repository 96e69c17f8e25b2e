import { queryOptions, useQuery } from '@tanstack/react-query';
import { allBlogsCall, callApi, EVENT_MESSAGES, type BlogPost } from '@bgmi/shared';

/** all-blogs: public, no token. */
export async function fetchBlogs(): Promise<BlogPost[]> {
  return (await callApi(allBlogsCall, {}, { fallbackMessage: EVENT_MESSAGES.blogsFailed })).blogs;
}

export const blogsQuery = () =>
  queryOptions({
    queryKey: ['blogs'],
    queryFn: fetchBlogs,
    meta: { errorToast: EVENT_MESSAGES.blogsFailed },
  });

export function useBlogs() {
  return useQuery(blogsQuery());
}
