import { SITE_PATHS } from '@loan/contract';
import { siteConfig } from '@/config/site.ts';
import type { AgreementSection } from './agreement-section.ts';

const { name, email, phone } = siteConfig.company;

export const agreementZh: AgreementSection[] = [
  {
    heading: '一、服务提供方',
    paragraphs: [
      `本协议由您与${name}（以下简称"我们"，${siteConfig.brandName} APP 及网站的运营方）订立，适用于您在本页面使用手机号注册的行为。`,
    ],
  },
  {
    heading: '二、您的账户',
    paragraphs: [
      '每个手机号只能注册一个账户。我们通过一次性短信验证码确认该手机号归您所有；请勿向任何人透露验证码，包括自称我们工作人员的人。',
      '注册不代表您已申请借款或借款已获批准。借款需在 APP 内申请，并按 APP 中展示的借款合同及借款条款发放。',
    ],
  },
  {
    heading: '三、个人信息',
    paragraphs: [
      `我们会记录您的手机号、您注册所在的页面以及带来您的推广活动，用于创建账户和统计推广效果。我们如何处理、保存和保护您的信息，以及您如何行使相关权利，请见隐私政策：${siteConfig.siteUrl}${SITE_PATHS.policy}。`,
    ],
  },
  {
    heading: '四、我们发送的消息',
    paragraphs: [
      '我们会发送用于验证手机号的短信验证码以及与您账户有关的服务消息。只有在您同意后我们才会发送优惠信息，您可随时退订。',
    ],
  },
  {
    heading: '五、变更与联系',
    paragraphs: [`本协议变更前我们会在 APP 内通知您。如有疑问，请联系：${email}，${phone}。`],
  },
];
