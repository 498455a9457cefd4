import { assemblyNumbers } from '@wheelend/domain/contract';
import { api, list } from '../../shared/api';

const v11 = '/api/v11';

/** Assembly numbers of hubs that have parts. */
export const partsApi = {
  assemblies: (text: string, signal?: AbortSignal) =>
    api
      .get(assemblyNumbers, `${v11}/hubassemblynumbers/withaftermarketparts/${encodeURIComponent(text)}`, signal)
      .then((e) => [...new Set(list(e))]),
};
