import accenture from '../../assets/companies/accenture.svg';
import amazon from '../../assets/companies/amazon.svg';
import google from '../../assets/companies/google.svg';
import microsoft from '../../assets/companies/microsoft.svg';
import netflix from '../../assets/companies/netflix.svg';
import nvidia from '../../assets/companies/nvidia.svg';
import openai from '../../assets/companies/openai.svg';
import paypal from '../../assets/companies/paypal.svg';
import zomato from '../../assets/companies/zomato.svg';

/** A company with its own sheet, shown in the landing page's logo strip. */
export interface Company {
  name: string;
  logoUrl: string;
}

/** The nine companies of the logo strip, in alphabetical order. Logos are bundled, never hot-linked. */
export const SHEET_COMPANIES: readonly Company[] = [
  { name: 'Accenture', logoUrl: accenture },
  { name: 'Amazon', logoUrl: amazon },
  { name: 'Google', logoUrl: google },
  { name: 'Microsoft', logoUrl: microsoft },
  { name: 'Netflix', logoUrl: netflix },
  { name: 'NVIDIA', logoUrl: nvidia },
  { name: 'OpenAI', logoUrl: openai },
  { name: 'PayPal', logoUrl: paypal },
  { name: 'Zomato', logoUrl: zomato },
];
