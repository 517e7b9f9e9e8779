import { defineBlock } from '../defineBlock';
import { DownloadBlockView } from './DownloadBlockView';

export default defineBlock('download', DownloadBlockView);
