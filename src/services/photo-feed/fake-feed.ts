/** Builders of v1 answers for the transport and client tests. */
export const BASE = 'https://feed.example/v1';

export function media(id: string, likes = 0, created = 1_700_000_000) {
  return {
    id,
    link: `https://www.instagram.com/p/${id}/`,
    images: {
      thumbnail: { url: `/img/${id}-150.jpg`, width: 150, height: 150 },
      low_resolution: { url: `/img/${id}-320.jpg`, width: 320, height: 320 },
    },
    caption: { text: `Caption ${id}` },
    likes: { count: likes },
    comments: { count: 1 },
    location: { name: 'Pommelune Paris' },
    created_time: String(created),
  };
}

export function answer(ids: string[], nextUrl?: string) {
  return { meta: { code: 200 }, data: ids.map((id, i) => media(id, i)), pagination: nextUrl ? { next_url: nextUrl } : {} };
}
