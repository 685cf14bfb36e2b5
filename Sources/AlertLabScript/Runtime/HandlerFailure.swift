import AlertLabKit
import AlertLabWords

/// Which of the learner's handlers failed, and the input that declared it, so the failure
/// can be shown on the handler's own line.
public struct HandlerContext: Equatable, Sendable {
  /// `the handler of action "OK"`, `func 'showAlert'`.
  public var name: Said
  /// The input the handler was declared in (`Interpreter.inputTag` when it was declared),
  /// nil when not known.
  public var inputTag: Int?
}

/// Where the code that failed came from: the input its closure or function was declared in.
struct FailureOrigin {
  var inputTag: Int?
}

/// A failure inside a handler UIKit called, on its way out of the gesture or statement.
struct HandlerFailure: Error {
  var underlying: Error
  var context: HandlerContext
}

extension Interpreter {
  /// Runs a handler for UIKit, marking what fails inside it with the handler (the innermost
  /// handler keeps its mark).
  func runningHandler<T>(_ context: @autoclosure () -> HandlerContext, _ body: () throws -> T)
    throws -> T
  {
    do {
      return try body()
    } catch let failure as HandlerFailure {
      throw failure
    } catch let failure as ScriptFailure {
      throw HandlerFailure(underlying: failure, context: located(context()))
    } catch let crash as Crash {
      throw HandlerFailure(underlying: crash, context: located(context()))
    }
  }

  /// The handler, with the input of the code that failed inside it (a closure it called may
  /// come from another input).
  func located(_ context: HandlerContext) -> HandlerContext {
    var context = context
    if let origin = failureOrigin { context.inputTag = origin.inputTag }
    return context
  }

  /// Runs a closure's or function's body; a failure leaving it is marked with the input the
  /// body came from, unless a body inside it marked it first. With `diagnostics` false only a
  /// crash is marked (the caller reports the error at its call).
  func markingFailure<T>(origin: Int?, diagnostics: Bool = true, _ body: () throws -> T) throws
    -> T
  {
    do {
      return try body()
    } catch {
      if failureOrigin == nil {
        let isCrash: Bool
        switch error {
        case is Crash: isCrash = true
        case ScriptFailure.crash: isCrash = true
        default: isCrash = false
        }
        if isCrash || diagnostics, error is ScriptFailure || error is Crash {
          failureOrigin = FailureOrigin(inputTag: origin)
        }
      }
      throw error
    }
  }

  /// How a closure UIKit calls is named: by the action whose handler it is, when it is one.
  func handlerContext(_ callable: Callable, arguments: [CallbackArgument]) -> HandlerContext {
    var name = Said(.handlerClosure)
    if case .object(let id)? = arguments.first {
      if let action = state.world.actions[id] {
        name = Said(.handlerAction, action.title ?? "")
      } else if state.world.textFields[id] != nil {
        name = Said(.configurationHandlerTextField)
      }
    }
    var tag = closureOrigins[callable.rawValue]
    if case .function(.userFunction(let function))? = state.callables[callable.rawValue] {
      // `handler: pick`: a function of self given as the handler.
      name = Said(.handlerWithFunc, name, function)
      tag = functionOrigins[function]
    }
    return HandlerContext(name: name, inputTag: tag)
  }

  /// The handler a failure happened in, if it happened in one.
  func handlerContext(of error: Error) -> HandlerContext? {
    (error as? HandlerFailure)?.context
  }
}
