import type { BrandConfig } from '../../types';
import { vietnamDefaults } from '../countryDefaults';

/** Lienketvay ("loan link"): a Vietnamese loan-matching brand sold to every lender (product "default"). */
export const brandConfig: BrandConfig = {
  ...vietnamDefaults,
  country: 'vn',
  brand: 'lienketvay',
  brandName: 'Lienketvay',
  productId: 'default',
  page: {
    title: 'Lienketvay – Vay tiền online nhanh chóng',
    description:
      'Lienketvay kết nối bạn với các công ty tài chính uy tín. Đăng ký vay online chỉ trong vài phút.',
    keywords: 'vay tiền online, vay nhanh, vay tiêu dùng, Lienketvay',
  },
};
