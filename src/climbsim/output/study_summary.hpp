// The summary of a terrain study: each metric's mean across tables, and what a variant changes.
//
// Contract: tables are the statistical unit. A table's value of a metric for one unit and variant
// is the mean over its starts that have the figure (NaN when none has it); the summary gives, per
// unit x variant x metric, the mean of those values across the tables that have one and its 95%
// Student t interval (none below 2 tables), and, for every variant after the first, the paired
// difference variant - first on the tables where both have a value, with its 95% t interval.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "climbsim/analysis/study.hpp"

namespace climbsim {

// A metric of a start, by name: the columns of the study's rows and of its summary.
struct StudyMetric {
  const char* name;
  double (*of)(const StartMetrics&);
};
const std::vector<StudyMetric>& study_metrics();

// A study by mission's targets, by name: poi_1 ... poi_N, then enemy_territory (the order of
// StartMetrics::target_rounds); none without a mission.
std::vector<std::string> mission_targets(const StudySpec& spec);

// The summary's metrics of a spec: study_metrics(), then with a mission per target its earliest
// round where reached (TARGET_round) and, for each round R, 1 when reached by round R else 0
// (TARGET_by_round_R: its mean across tables is the share of tables).
struct SpecMetric {
  std::string name;
  std::function<double(const StartMetrics&)> of;
};
std::vector<SpecMetric> spec_metrics(const StudySpec& spec);

struct MeanInterval {
  std::size_t n = 0;
  double mean = 0, low = 0, high = 0;  // low and high NaN when n < 2; all NaN when n == 0
};

// The mean of `values` and its two-sided 95% Student t interval, mean -+ t(0.975, n-1) s / sqrt(n).
MeanInterval mean_interval(const std::vector<double>& values);

struct SummaryRow {
  std::string unit, variant, metric, baseline;  // baseline empty for the first variant
  MeanInterval value, difference;
};

std::vector<SummaryRow> summarize_study(const StudySpec& spec, const std::vector<TableMetrics>& tables);

}  // namespace climbsim
