#include "climbsim/engine/absorbing_chain.hpp"

#include <stdexcept>

namespace climbsim {

AbsorbingChain::AbsorbingChain(Eigen::MatrixXd Q, Eigen::MatrixXd R) : Q_(std::move(Q)), R_(std::move(R)) {
  if (Q_.rows() != Q_.cols() || R_.rows() != Q_.rows() || Q_.rows() == 0)
    throw std::invalid_argument("AbsorbingChain: Q must be square and R must have its rows");
  const auto n = Q_.rows();
  N_ = (Eigen::MatrixXd::Identity(n, n) - Q_).partialPivLu().inverse();
  B_ = N_ * R_;
  steps_ = N_ * Eigen::VectorXd::Ones(n);
}

double AbsorbingChain::mean_steps_given(int start, int c) const {
  const double p = B_(start, c);
  if (p <= 0) return 0.0;
  // E[T 1{c}] = sum_j N(start, j) B(j, c): each visit to j counts one step, and from j the chain
  // still ends in c with probability B(j, c).
  return N_.row(start).dot(B_.col(c)) / p;
}

std::vector<double> AbsorbingChain::absorbed_within(int start, int c, int horizon) const {
  std::vector<double> out;
  out.reserve(static_cast<std::size_t>(std::max(horizon, 0)));
  Eigen::RowVectorXd here = Eigen::RowVectorXd::Zero(Q_.rows());
  here(start) = 1.0;
  double absorbed = 0.0;
  for (int t = 1; t <= horizon; ++t) {
    absorbed += here.dot(R_.col(c));
    here = here * Q_;
    out.push_back(absorbed);
  }
  return out;
}

int AbsorbingChain::steps_quantile(int start, double q) const {
  Eigen::RowVectorXd here = Eigen::RowVectorXd::Zero(Q_.rows());
  here(start) = 1.0;
  const Eigen::VectorXd out_of = R_.rowwise().sum();
  double absorbed = 0.0;
  for (int t = 1; t <= 1'000'000; ++t) {
    absorbed += here.dot(out_of);
    here = here * Q_;
    if (absorbed >= q - 1e-12) return t;
  }
  throw std::runtime_error("AbsorbingChain: no absorption within a million steps");
}

}  // namespace climbsim
