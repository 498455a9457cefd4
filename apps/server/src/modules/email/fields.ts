export {
  accepted,
  address,
  contactFields,
  notes,
  optionalAddress,
  optionalName,
  personName,
} from '@wheelend/domain/contract/email';
