#pragma once
/// @file One visitor for std::visit made of several lambdas.

namespace skirmish {

/// The lambdas given, as one visitor for std::visit: each alternative of
/// the variant goes to the lambda that takes it.
template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace skirmish
