/**
 * sonner's `toast`, as every page imports it: loading this module asks the app for its Toaster
 * (app/app.tsx), so a page that never shows a toast, such as the home page, never downloads
 * sonner (issue 35). A toast raised before the Toaster has mounted is shown once it has.
 */
import { toast } from 'sonner';
import { wantToaster } from './toaster-wanted';

wantToaster();

export { toast };
