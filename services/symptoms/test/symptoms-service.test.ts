import { describeServiceConformance } from '@app/service-kit/testing';
import { createSymptomsService } from '../src/app';

describeServiceConformance(createSymptomsService, {
  name: 'symptoms',
  documentedPaths: [
    '/analyses',
    '/analyses/{id}',
    '/analyses/{id}/refine',
    '/analyses/{id}/feedback',
    '/analyses/claim',
    '/internal/count',
    '/internal/users/{userId}/recent-analyses',
    '/internal/analyses/{id}/share-snapshot',
  ],
  componentSchemas: [
    'Analysis',
    'AnalysisRequest',
    'RefineRequest',
    'FeedbackRequest',
    'Feedback',
    'AnalysisHistoryPage',
    'HistoryItem',
    'ClaimedAnalyses',
    'ScreeningsCount',
    'RecentAnalyses',
    'ShareSnapshotResponse',
  ],
  malformedPathRequests: [
    ['GET', '/api/symptoms/analyses/%FF'],
    ['POST', '/api/symptoms/analyses/%FF/refine'],
    ['POST', '/api/symptoms/analyses/%FF/feedback'],
  ],
});
