import { registerStrings, type Strings } from '../strings';

/** The Japanese texts of every widget: a chunk of their own, loaded only by pages in Japanese. */
const ja: Strings = {
  showMore: 'もっと見る',
  showLess: '閉じる',
  newTab: 'Link Opens in New Tab',
  reviews: {
    title: '最近のレビュー',
    basedOn: '{count}件のレビューに基づく',
    basedOnOne: '{count}件のレビューに基づく',
    empty: 'まだレビューはありません。',
    range: 'レビュー {from} - {to}',
    single: 'レビュー {from}',
    displaying: '最新{total}件中 {range} を表示',
    ownerResponse: 'オーナーからの返信',
    stars: '5つ星中{rating}',
    previous: '前のレビュー',
    next: '次のレビュー',
    slide: '{index} / {count}',
    carouselRole: 'カルーセル',
    slideRole: 'スライド',
    pause: '自動再生を停止',
    play: '自動再生を開始',
  },
  video: {
    playVideo: '動画を再生',
    playVideoTitled: '動画を再生：{title}',
    videoPlayer: '動画プレーヤー',
    watchOnYouTube: 'YouTubeで動画を見る',
  },
  hours: {
    caption: '営業時間',
    openUntil: '{time}まで営業中',
    closeAt: '{time}に営業終了',
    opensAt: '{time}に開店',
    midnight: '深夜0時まで営業中',
    allDay: '24時間営業',
    closed: '休業',
    today: '（本日）',
    holiday: '祝日営業時間',
    zoneNote: '時刻は店舗のタイムゾーン（{zone}）で表示しています',
  },
  search: {
    typeToSearch: '入力すると一致する候補を検索します',
    options: '{count} 件の候補があります。上下の矢印キーで移動します。',
    oneOption: '1 件の候補があります。上下の矢印キーで移動します。',
    noResults: 'この検索に一致する結果はありません。',
    suggestions: '候補の場所',
    locating: '現在地を取得しています…',
    locateFailed: '申し訳ありません。現在、位置情報を取得できません',
    cancelLocate: 'キャンセル',
  },
  photoFeed: {
    loadMore: '写真をさらに表示',
    untitled: '写真',
    likes: {
      one: 'いいね！{count}件',
      other: 'いいね！{count}件',
    },
    comments: {
      one: 'コメント{count}件',
      other: 'コメント{count}件',
    },
    added: {
      one: '{count}枚の写真を追加しました',
      other: '{count}枚の写真を追加しました',
    },
  },
  map: {
    label: '店舗マップ',
    cluster: '{count}店舗、拡大',
    pin: '店舗 {id}',
    pinList: '地図上の店舗',
    skip: '地図をスキップ',
    back: '地図に戻る',
    keys: '矢印キーで地図を移動し、プラスとマイナスで拡大・縮小します。',
    requeryShown: '「{label}」ボタンが使えるようになりました',
    zoomIn: '拡大',
    zoomOut: '縮小',
  },
};

registerStrings('ja', ja);
