import type { Wording } from './es.ts';

/**
 * Chinese: only what was first worded in Chinese, not a copy of the app. The promotion landing's texts (the Chinese
 * landing, template 3, opens in it) with its messages word for word as it first shipped them, and the old card
 * repayment's messages (renderings of their Chinese originals). The landing's screens take their keys
 * from this set's type (`ChineseWordingKey`), so a landing text without a Chinese wording fails the type check.
 */
export const zh = {
  // States the landing shows while loading or after a failure
  'common.loading': '加载中...',
  'common.error': '网络异常，请稍后重试',
  'common.retry': '重试',
  'common.loadFailedTitle': '页面加载失败',
  'common.loadFailedText': '请检查网络后重试。',

  // Old card repayment
  'card.selectFirst': '请先选择还款银行卡',
  'card.verifyCodeInvalid': '请输入正确的验证码',
  'card.processingFailed': '处理失败',
  'card.listFailed': '查询银行卡列表失败',
  'card.verifyCodeError': '验证码错误',
  'card.repeatSubmit': '请勿重复提交还款请求',
  'card.verifyCodeSent': '验证码已发送，请注意查收',

  // Promotion landing messages (word for word as first shipped)
  'promo.phoneInvalid': '请正确输入手机号！',
  'promo.captchaInvalid': '请正确输入图形验证码！',
  'promo.smsInvalid': '请正确输入短信验证码！',
  'promo.resendBlocked': '请勿重复发送验证码!',
  'promo.alreadyRegistered': '您已注册,请直接下载APP登录！',
  'promo.smsSent': '验证码已发送，请在手机上查看！',
  'promo.registered': '注册成功',

  // Promotion landing
  'promo.title': '注册',
  'promo.phoneLabel': '手机号',
  'promo.phonePlaceholder': '请输入{digits}位手机号',
  'promo.captchaLabel': '图形验证码',
  'promo.captchaPlaceholder': '请输入图中字符',
  'promo.captchaImage': '图形验证码，点击换一张',
  'promo.captchaLoadFailed': '图片加载失败，点击重试',
  'promo.smsLabel': '短信验证码',
  'promo.smsPlaceholder': '请输入6位短信验证码',
  'promo.sendSms': '获取验证码',
  'promo.countdown': '{seconds}秒后重新获取',
  'promo.agreementPrefix': '注册即表示您同意',
  'promo.agreementLink': '《用户协议》',
  'promo.contractWords': '借款协议',
  'promo.privacyWords': '隐私政策',
  'promo.downloadTitle': '下载APP',
  'promo.downloadIntro': '下载APP并使用该手机号登录，即可申请借款。',
  'promo.openApp': '打开APP',
  'promo.storeApple': '从 App Store 下载',
  'promo.storeGoogle': '从 Google Play 下载',
  'promo.chatBrowserTitle': '请在浏览器中打开',
  'promo.chatBrowserText': '当前聊天应用内无法下载。请点击右上角「···」，选择「在浏览器中打开」。',
  'promo.registeredTitle': '注册成功',
  'promo.registeredText': '请下载APP，并使用刚注册的手机号登录申请借款。',
  'promo.agreementTitle': '用户协议',
  'promo.backToRegister': '返回注册',
  'promo.linkInvalid': '推广链接无效，请从原推广页面重新打开。',
} satisfies Partial<Wording>;

export type ChineseWordingKey = keyof typeof zh;
export type ChineseWording = Record<ChineseWordingKey, string>;
